import EarshotCore
import Testing

/// Text is cut where its script changes language, so each piece gets its own voice.
@Suite("Language runs")
struct LanguageRunsTests {
    typealias Run = LanguageRuns.Run

    @Test func chineseInAnEnglishLineIsItsOwnPiece() {
        #expect(LanguageRuns.split("16, 历史 (中文).", base: .en) == [Run("16, ", .en), Run("历史 (中文).", .zh)])
    }

    @Test func englishWordsInAChineseLineAreEnglish() {
        #expect(
            LanguageRuns.split("请输入 help 或 play。", base: .zh) == [
                Run("请输入 ", .zh), Run("help ", .en), Run("或 ", .zh), Run("play。", .en),
            ])
    }

    /// CJK punctuation between English words stays in their piece (espeak-ng reads "、" as a
    /// comma in any voice), so a list of commands in Chinese help is one call, not five.
    @Test func cjkPunctuationBelongsToThePieceItIsIn() {
        #expect(
            LanguageRuns.split("游戏：play、modes、categories。", base: .zh) == [
                Run("游戏：", .zh), Run("play、modes、categories。", .en),
            ])
        #expect(LanguageRuns.split("「历史」、「地理」", base: .en) == [Run("「历史」、「地理」", .zh)])
        #expect(LanguageRuns.split("〇、々", base: .en) == [Run("〇、々", .zh)], "〇 and 々 are words, not signs")
        #expect(LanguageRuns.split("ＡＢ", base: .en) == [Run("ＡＢ", .zh)], "full-width letters are Chinese text")
    }

    @Test func aLoneLetterAndDigitsStayWithTheirNeighbours() {
        #expect(LanguageRuns.split("选项 A，第 1 题", base: .zh) == [Run("选项 A，第 1 题", .zh)])
    }

    @Test func tamilAndLatinInAMalaySession() {
        #expect(LanguageRuns.split("ta: தமிழ்.", base: .ms) == [Run("ta: ", .ms), Run("தமிழ்.", .ta)])
        #expect(LanguageRuns.split("Betul. Jawapannya: Betul.", base: .ms) == [Run("Betul. Jawapannya: Betul.", .ms)])
    }

    @Test func signsAloneKeepTheSessionsLanguage() {
        #expect(LanguageRuns.split("1, 2, 3.", base: .ta) == [Run("1, 2, 3.", .ta)])
        #expect(LanguageRuns.split("", base: .en).isEmpty)
    }
}
