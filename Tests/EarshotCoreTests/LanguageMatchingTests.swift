import EarshotCore
import Testing

/// Answers in Chinese, Malay and Tamil: number words, characters and normal forms.
@Suite struct LanguageMatchingTests {
    @Test(arguments: [
        ("二十一", "21"), ("十二", "12"), ("三百零五", "305"), ("一万", "10000"), ("二零二四", "2024"), ("两", "2"),
        ("இருபது", "20"), ("இரண்டு", "2"), ("ஆயிரம்", "1000"),
    ])
    func numberWordsReadAsDigits(_ words: String, _ digits: String) {
        #expect(TextNormalizer.normalize(words) == digits)
    }

    @Test(arguments: [("dua puluh satu", 21), ("dua belas", 12), ("sebelas", 11), ("seratus dua puluh", 120), ("tiga ribu", 3000)])
    func malayNumberWordsAnswerNumbers(_ words: String, _ value: Int) {
        #expect(LanguageNumberWords.malayValue(words) == value)
        #expect(AnswerMatcher.accepts(words, answers: [String(value)]))
        #expect(!AnswerMatcher.accepts(words, answers: [String(value + 1)]))
    }

    /// Malay number words are names too: the capital Lima is not the number 5.
    @Test func malayWordsStayWordsWhereTheAnswerIsNotANumber() {
        #expect(TextNormalizer.normalize("Lima") == "lima")
        #expect(AnswerMatcher.accepts("limaa", answers: ["Lima"]))
        #expect(!AnswerMatcher.hasNumberOptions(["Paris", "Rome", "Lima", "Oslo"]))
        #expect(AnswerMatcher.match("lima", options: ["Paris", "Rome", "Lima", "Oslo"]) == .option(2))
    }

    @Test func hostileNumeralsNeverTrap() {
        let hostile = [String(repeating: "九", count: 40), String(repeating: "万", count: 30), String(repeating: "sejuta ", count: 40)]
        for text in hostile {
            _ = TextNormalizer.normalize(text)
            _ = LanguageNumberWords.malayValue(text)
        }
        #expect(TextNormalizer.normalize(String(repeating: "九", count: 40)) == String(repeating: "九", count: 40))
        #expect((LanguageNumberWords.malayValue(String(repeating: "sejuta ", count: 40)) ?? 0) <= NumberWords.maximum)
    }

    @Test func optionsByNumberWordInEachLanguage() {
        let options = ["Kuala Lumpur", "Ipoh", "Melaka", "Johor Bahru"]
        #expect(AnswerMatcher.match("dua", options: options) == .option(1))
        #expect(AnswerMatcher.match("pilihan tiga", options: options) == .option(2))
        #expect(AnswerMatcher.match("第三", options: options) == .option(2))
        #expect(AnswerMatcher.match("选项二", options: options) == .option(1))
        #expect(AnswerMatcher.match("四", options: options) == .option(3))
        #expect(AnswerMatcher.match("இரண்டு", options: options) == .option(1))
        #expect(AnswerMatcher.match("நான்காவது", options: options) == .option(3))
    }

    @Test func trueAndFalseInEachLanguage() {
        #expect(AnswerMatcher.trueFalseValue("betul") == true)
        #expect(AnswerMatcher.trueFalseValue("salah") == false)
        #expect(AnswerMatcher.trueFalseValue("对") == true)
        #expect(AnswerMatcher.trueFalseValue("错") == false)
        #expect(AnswerMatcher.trueFalseValue("சரி") == true)
        #expect(AnswerMatcher.trueFalseValue("தவறு") == false)
        // The options shown in each language, chosen by their words, by true/false words or by number.
        #expect(AnswerMatcher.match("错", options: ["对", "错"], isTrueFalse: true) == .option(1))
        #expect(AnswerMatcher.match("false", options: ["对", "错"], isTrueFalse: true) == .option(1))
        #expect(AnswerMatcher.match("betul", options: ["Betul", "Salah"], isTrueFalse: true) == .option(0))
        #expect(AnswerMatcher.match("salah", options: ["Betul", "Salah"], isTrueFalse: true) == .option(1))
        // The words Malay showed before Betul and Salah are still understood.
        #expect(AnswerMatcher.match("benar", options: ["Betul", "Salah"], isTrueFalse: true) == .option(0))
        #expect(AnswerMatcher.match("palsu", options: ["Betul", "Salah"], isTrueFalse: true) == .option(1))
        #expect(AnswerMatcher.match("பொய்", options: ["உண்மை", "பொய்"], isTrueFalse: true) == .option(1))
        #expect(AnswerMatcher.match("சரி", options: ["உண்மை", "பொய்"], isTrueFalse: true) == .option(0))
        #expect(AnswerMatcher.match("2", options: ["Betul", "Salah"], isTrueFalse: true) == .option(1))
    }

    /// A right True or False names the answer after the verdict: in Malay the two are the same
    /// word, and "Betul: Betul." would read oddly.
    @Test func aRightTrueOrFalseIsNamedAfterTheVerdict() {
        let ms = Messages(.ms), zh = Messages(.zh)
        let right = Judgement(
            correct: true, points: 1, correctAnswer: ms("game.option.true"), explanation: nil, score: 1,
            chosen: ms("game.option.true"), chosenOption: 0, correctOption: 0)
        #expect(right.isTrueFalse)
        #expect(right.namedFeedback(ms) == "Betul. Jawapannya: Betul.")
        let wrong = Judgement(
            correct: false, points: 0, correctAnswer: ms("game.option.true"), explanation: nil, score: 0,
            chosen: ms("game.option.false"), chosenOption: 1, correctOption: 0)
        #expect(wrong.namedFeedback(ms) == "Kurang tepat: anda memilih Salah. Jawapannya ialah Betul.")
        let chinese = Judgement(
            correct: true, points: 1, correctAnswer: "对", explanation: nil, score: 1, chosen: "对", chosenOption: 0, correctOption: 0)
        #expect(chinese.namedFeedback(zh) == "答对了，答案是“对”。")
        let option = Judgement(
            correct: true, points: 1, correctAnswer: "Ipoh", explanation: nil, score: 1, chosen: "Ipoh", chosenOption: 1,
            correctOption: 1)
        #expect(option.namedFeedback(ms) == "Betul: 2, Ipoh.")
    }

    /// Chinese: spaces and punctuation between characters do not matter; no typo is forgiven.
    @Test func chineseIsMatchedByCharacters() {
        #expect(AnswerMatcher.accepts("北 京", answers: ["北京"]))
        #expect(AnswerMatcher.accepts("北京。", answers: ["北京"]))
        #expect(!AnswerMatcher.accepts("北亰", answers: ["北京"]))
        #expect(!AnswerMatcher.accepts("南京", answers: ["北京"]))
        #expect(AnswerMatcher.match("长江", options: ["黄河", "长江", "珠江", "淮河"]) == .option(1))
        #expect(AnswerMatcher.match("长", options: ["黄河", "长江", "珠江", "淮河"]) == .noMatch)
    }

    /// Tamil: compared in Unicode's composed form, and its vowel signs are never dropped.
    @Test func tamilIsNormalisedNotStripped() {
        let composed = "\u{0B95}\u{0BCA}\u{0B9F}\u{0BBF}"  // கொடி, with the two-part vowel sign as one
        let decomposed = "\u{0B95}\u{0BC6}\u{0BBE}\u{0B9F}\u{0BBF}"
        #expect(AnswerMatcher.accepts(decomposed, answers: [composed]))
        #expect(TextNormalizer.normalize("கல்") != TextNormalizer.normalize("கல"))
        #expect(TextNormalizer.normalize("கொடி") != TextNormalizer.normalize("கோடி"))
    }

    @Test func malayFollowsTheEnglishRules() {
        #expect(AnswerMatcher.accepts("kuala lumpor", answers: ["Kuala Lumpur"]))
        #expect(AnswerMatcher.accepts("Pulau Pinang", answers: ["pulau pinang"]))
    }

    @Test func languagesByNameAndLocale() {
        #expect(Language(named: "Tamil") == .ta)
        #expect(Language(named: "中文") == .zh)
        #expect(Language(named: "bahasa melayu") == .ms)
        #expect(Language(named: "klingon") == nil)
        #expect(Language.fromEnvironment(["LANG": "ms_MY.UTF-8"]) == .ms)
        #expect(Language.fromEnvironment(["LC_ALL": "zh_CN.UTF-8", "LANG": "ta_IN"]) == .zh)
        #expect(Language.fromEnvironment(["LANG": "C.UTF-8"]) == .en)
        #expect(Language.fromEnvironment([:]) == .en)
    }
}
