// Earshot's web page: a front-end of the same event stream as the terminal client, over the
// same /play WebSocket (docs/web.md). Plain script, no library, nothing fetched from elsewhere.
// Everything from the server is set as text, never as HTML.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const PROTOCOL = 3;
  const state = {
    ws: null,
    phase: "login", // login, session, closed
    awaiting: null, // "line" or "secret": what the server waits for
    pendingPassword: null,
    pendingPin: null,
    name: "",
    language: "en",
    words: {},
    files: new Map(),
    closedByUs: false,
    menuShown: false,
    audio: [], // paths of Earshot's voice still to play
    playing: null,
  };

  // ---- Words -------------------------------------------------------------------------------

  const word = (key, values = {}) => {
    const text = state.words[key] || "";
    return text.replace(/\{(\w+)\}/g, (_, slot) => (slot in values ? values[slot] : `{${slot}}`));
  };

  async function loadWords(language) {
    try {
      const reply = await fetch(`/words.json?lang=${encodeURIComponent(language)}`, { cache: "no-cache" });
      if (!reply.ok) return;
      state.words = await reply.json();
      state.language = state.words["web.language"] || "en";
    } catch {
      return; // The page's English words stay.
    }
    document.documentElement.lang = state.language;
    for (const element of document.querySelectorAll("[data-word]")) {
      const text = word(element.dataset.word);
      if (text) element.textContent = text;
    }
    $("page-language").value = state.language;
    document.title = word("web.title") || "Earshot";
  }

  function startingLanguage() {
    const kept = localStorage.getItem("earshot.language");
    if (kept) return kept;
    for (const tag of navigator.languages || [navigator.language || "en"]) {
      const base = tag.toLowerCase().split("-")[0];
      if (["en", "zh", "ms", "ta"].includes(base)) return base;
    }
    return "en";
  }

  // Text in another script than the line's language is marked with its own language, so that
  // a screen reader reads 中文 with a Chinese voice and தமிழ் with a Tamil one. Latin words in
  // a Chinese or Tamil line are marked English (command words, names of plugins).
  const runs = /(\p{Script=Han}[\p{Script=Han}\p{P}\s]*)|(\p{Script=Tamil}[\p{Script=Tamil}\p{M}\s]*)|(\p{Script=Latin}[\p{Script=Latin}'’-]*(?:\s+\p{Script=Latin}[\p{Script=Latin}'’-]*)*)/gu;

  function markedText(element, text, language) {
    element.lang = language;
    let last = 0;
    for (const match of text.matchAll(runs)) {
      const [whole, han, tamil] = match;
      const own = han ? "zh" : tamil ? "ta" : language === "zh" || language === "ta" ? "en" : language;
      if (own === language || (own === "en" && whole.length < 2)) continue;
      element.append(text.slice(last, match.index));
      const span = document.createElement("span");
      span.lang = own;
      span.textContent = whole;
      element.append(span);
      last = match.index + whole.length;
    }
    element.append(text.slice(last));
    return element;
  }

  // ---- The log -----------------------------------------------------------------------------

  const log = () => $("log");
  const MAX_LOG = 1500;

  function add(element) {
    const box = log();
    box.append(element);
    while (box.childElementCount > MAX_LOG) box.children[1].remove();
    box.scrollTop = box.scrollHeight;
    return element;
  }

  function paragraph(text, language, className) {
    const p = markedText(document.createElement("p"), text, language);
    if (className) p.className = className;
    return p;
  }

  function heading(text, language) {
    return markedText(document.createElement("h3"), text, language);
  }

  function list(lines, language) {
    const ul = document.createElement("ul");
    for (const line of lines) {
      ul.append(markedText(document.createElement("li"), line.trim(), language));
    }
    return ul;
  }

  // A board: a real table, with its title as the caption and header cells, then its notes.
  function tableOf(event) {
    const found = (value) => {
      if (!value || typeof value !== "object") return null;
      if (Array.isArray(value.columns) && Array.isArray(value.rows)) return value;
      for (const inner of Object.values(value)) {
        const table = found(inner);
        if (table) return table;
      }
      return null;
    };
    return found(event) || { title: "", columns: [], rows: [], notes: [] };
  }

  function table(data, language) {
    const box = document.createElement("div");
    for (const line of data.intro || []) box.append(paragraph(line, language));
    const header = Number.isInteger(data.rowHeader) ? data.rowHeader : 0;
    const element = document.createElement("table");
    element.lang = language;
    const caption = document.createElement("caption");
    markedText(caption, data.title, language);
    const head = document.createElement("thead");
    const headRow = document.createElement("tr");
    for (const column of data.columns) {
      const cell = document.createElement("th");
      cell.scope = "col";
      markedText(cell, column, language);
      headRow.append(cell);
    }
    head.append(headRow);
    const body = document.createElement("tbody");
    for (const row of data.rows) {
      const line = document.createElement("tr");
      row.forEach((value, index) => {
        const cell = document.createElement(index === header ? "th" : "td");
        if (index === header) cell.scope = "row";
        markedText(cell, value, language);
        line.append(cell);
      });
      body.append(line);
    }
    element.append(caption, head, body);
    box.append(element);
    for (const note of data.notes || []) box.append(paragraph(note, language));
    return box;
  }

  function show(shown) {
    const lines = shown.lines.filter((line) => line.trim() !== "");
    const language = shown.language || state.language;
    switch (shown.kind) {
      case "welcome":
        enterSession();
        break;
      case "language":
        if (shown.language !== state.language) loadWords(shown.language);
        return;
      case "playing":
        return;
      case "prompt":
        return; // Said by speech; the page's field and its label ask already.
      case "file":
        return receiveFile(shown.event);
      default:
        break;
    }
    if (state.phase === "login") return showAtLogin(shown.kind, lines, language);
    switch (shown.kind) {
      case "asked": {
        const [title, text, ...rest] = lines;
        if (title) add(heading(title, language));
        if (text) add(paragraph(text, language));
        const options = rest.filter((line) => /^\s/.test(line));
        if (options.length) add(list(options, language));
        for (const line of rest.filter((line) => !/^\s/.test(line))) add(paragraph(line, language));
        setOptions(shown.options, shown.labels, language);
        return;
      }
      case "options":
        add(list(lines, language));
        setOptions(shown.options, shown.labels, language);
        return;
      case "judged":
      case "skipped":
      case "timeUp":
      case "finished":
        setOptions(null);
        break;
      case "summary":
        setOptions(null);
        add(heading(word("web.results") || "Results", state.language));
        break;
      case "table":
        add(table(tableOf(shown.event), language));
        return;
      case "menu":
      case "list":
      case "help": {
        const [title, ...items] = lines;
        // A menu is chosen from by number: its items are buttons too, as options are.
        if (shown.kind === "menu") {
          const names = items.map((line) => line.trim().replace(/^\d+\.\s*/, ""));
          setOptions(names, names.map((_, index) => String(index + 1)), language);
          state.menuShown = true;
        }
        if (title) add(paragraph(title, language, "title"));
        const rows = items.filter((line) => /^\s/.test(line));
        if (rows.length) add(list(rows, language));
        for (const line of items.filter((line) => !/^\s/.test(line))) add(paragraph(line, language));
        return;
      }
      default:
        break;
    }
    const className = shown.kind === "error" ? "said-error" : undefined;
    for (const line of lines) add(paragraph(line, language, className));
  }

  // ---- Options and commands ------------------------------------------------------------------

  function setOptions(options, labels, language) {
    state.menuShown = false;
    const box = $("option-buttons");
    box.replaceChildren();
    $("options").hidden = !options || options.length === 0;
    if (!options) return;
    options.forEach((option, index) => {
      const button = document.createElement("button");
      button.type = "button";
      const label = labels ? labels[index] : String(index + 1);
      markedText(button, `${label}, ${option}`, language);
      button.addEventListener("click", () => sendLine(label, `${label}, ${option}`));
      box.append(button);
    });
  }

  for (const button of document.querySelectorAll("#commands button")) {
    button.addEventListener("click", () => sendLine(button.dataset.line, button.dataset.line));
  }

  // ---- Files the server sends (a room's results, an export) ----------------------------------

  function findPart(value) {
    if (!value || typeof value !== "object") return null;
    if ("data" in value && "parts" in value && "part" in value && "name" in value) return value;
    for (const inner of Object.values(value)) {
      const found = findPart(inner);
      if (found) return found;
    }
    return null;
  }

  function receiveFile(event) {
    const part = findPart(event);
    if (!part) return;
    const parts = state.files.get(part.id) || [];
    parts[part.part - 1] = part.data;
    state.files.set(part.id, parts);
    if (parts.filter((p) => p !== undefined).length < part.parts) return;
    state.files.delete(part.id);
    const bytes = Uint8Array.from(atob(parts.join("")), (c) => c.charCodeAt(0));
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([bytes], { type: "application/octet-stream" }));
    link.download = part.name.replace(/[\\/]/g, "_");
    link.textContent = word("web.file.ready", { name: link.download }) || `Save ${link.download}`;
    const p = document.createElement("p");
    p.append(link);
    add(p);
  }

  // ---- Logging in ----------------------------------------------------------------------------

  function fieldError(id, text) {
    const element = $(`${id}-error`);
    const input = $(id);
    element.textContent = text || "";
    element.hidden = !text;
    if (text) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }

  function loginStatus(text) {
    $("login-status").textContent = text;
  }

  function showAtLogin(kind, lines, language) {
    const text = lines.join(" ");
    if (!text) return;
    if (kind === "error") {
      fieldError("password", text);
      $("password").focus();
    } else if (kind === "info") {
      const status = $("login-status");
      status.replaceChildren(markedText(document.createElement("span"), text, language));
    }
  }

  function pinOf(text) {
    const digits = text.replace(/\s+/g, "");
    if (digits === "") return "";
    return /^\d{4,6}$/.test(digits) ? digits : null;
  }

  $("login-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("name").value.trim();
    const password = $("password").value;
    fieldError("name", "");
    fieldError("password", "");
    fieldError("login-pin", "");
    if (!name) {
      fieldError("name", word("web.error.name") || "Type your name.");
      $("name").focus();
      return;
    }
    if (!password) {
      fieldError("password", word("web.error.password") || "Type your password.");
      $("password").focus();
      return;
    }
    const pin = pinOf($("login-pin").value);
    if (pin === null) {
      fieldError("login-pin", word("web.error.pin") || "A room PIN is 4 to 6 digits.");
      $("login-pin").focus();
      return;
    }
    state.pendingPin = pin || null;
    $("password").value = "";
    if (state.ws && state.ws.readyState === WebSocket.OPEN && state.awaiting === "secret") {
      send({ type: "secret", text: password });
      state.awaiting = null;
    } else if (state.ws && state.ws.readyState === WebSocket.OPEN && state.awaiting === "line") {
      state.pendingPassword = password;
      send({ type: "line", text: name });
      state.awaiting = null;
    } else {
      state.pendingPassword = password;
      connect(name);
    }
  });

  // ---- The connection ------------------------------------------------------------------------

  function send(message) {
    if (state.ws && state.ws.readyState === WebSocket.OPEN) {
      state.ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  function connect(name) {
    state.name = name;
    state.closedByUs = false;
    applyTheme();
    loginStatus(word("web.connecting") || "Connecting…");
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${scheme}//${location.host}/play`);
    state.ws = ws;
    ws.addEventListener("open", () => {
      send({
        type: "hello",
        hello: { protocolVersion: PROTOCOL, clientVersion: "web", language: state.language, player: name, wantsText: true },
      });
    });
    // Protocol 3: one WebSocket message may carry several messages, one a line.
    ws.addEventListener("message", (message) => {
      for (const line of String(message.data).split("\n")) {
        if (!line) continue;
        let value;
        try {
          value = JSON.parse(line);
        } catch {
          continue;
        }
        receive(value);
      }
    });
    ws.addEventListener("close", () => closed(ws));
  }

  function receive(message) {
    switch (message.type) {
      case "shown":
        show(message);
        break;
      case "prompt":
        state.awaiting = "line";
        if (state.phase === "session") {
          setSecret(false);
          $("prompt").textContent = message.text.trim();
          if (state.pendingPin) {
            const pin = state.pendingPin;
            state.pendingPin = null;
            sendLine(`join ${pin}`, `join ${pin}`);
          }
        } else {
          $("name").focus();
        }
        break;
      case "secretPrompt":
        state.awaiting = "secret";
        if (state.phase === "session") {
          setSecret(true);
          $("prompt").textContent = message.text.trim();
          $("answer").focus();
        } else if (state.pendingPassword !== null) {
          send({ type: "secret", text: state.pendingPassword });
          state.pendingPassword = null;
          state.awaiting = null;
        } else {
          const note = $("password-note");
          note.textContent = $("login-status").textContent;
          note.hidden = !note.textContent;
          $("login-submit").textContent = word("web.login.again") || "Send the password again";
          $("password").focus();
        }
        break;
      case "error":
        if (state.phase === "login") {
          fieldError("password", message.message);
          $("password").focus();
        } else {
          add(paragraph(message.message, state.language, "said-error"));
        }
        break;
      case "goodbye":
        state.closedByUs = true;
        break;
      case "audio":
        if ($("voice").checked && /^\/speech\/[0-9a-f]+\.wav$/.test(message.url)) {
          state.audio.push(message.url);
          $("voice").dataset.lastAudio = message.url; // for the tests: what came last
          playNext();
        }
        break;
      default:
        break;
    }
  }

  function closed(ws) {
    if (ws !== state.ws) return;
    state.ws = null;
    state.awaiting = null;
    state.pendingPassword = null;
    $("login-submit").textContent = word("web.login.submit") || "Log in";
    $("password-note").hidden = true;
    if (state.phase === "session") {
      state.phase = "closed";
      setOptions(null);
      $("answer").disabled = true;
      $("send").disabled = true;
      $("closed-text").textContent = word("web.closed") || "The connection to the server closed.";
      $("closed").hidden = false;
    } else if (state.phase === "login") {
      const said = $("password-error").textContent;
      if (!said) loginStatus(word("web.unreachable") || "The server could not be reached.");
    }
  }

  function enterSession() {
    if (state.phase === "session") return;
    state.phase = "session";
    $("login").hidden = true;
    $("session").hidden = false;
    $("closed").hidden = true;
    $("answer").disabled = false;
    $("send").disabled = false;
    loginStatus("");
    applyTheme();
    $("voice").checked = localStorage.getItem(voiceKey()) === "on";
    if ($("voice").checked) send({ type: "voice", on: true });
    $("answer").focus();
  }

  $("reconnect").addEventListener("click", () => {
    state.phase = "login";
    $("session").hidden = true;
    $("login").hidden = false;
    $("name").value = state.name;
    $("password").focus();
  });

  // ---- Answers and commands ------------------------------------------------------------------

  function setSecret(secret) {
    const answer = $("answer");
    answer.type = secret ? "password" : "text";
    $("secret-note").hidden = !secret;
  }

  function sendLine(text, shownAs) {
    if (!send({ type: "line", text })) return;
    stopVoice();
    state.awaiting = null;
    // A menu's buttons answer one line; a question's stay until it is judged.
    if (state.menuShown) {
      state.menuShown = false;
      setOptions(null);
    }
    if (shownAs !== null) add(paragraph(shownAs, state.language, "you"));
    $("answer").focus();
  }

  $("answer-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const answer = $("answer");
    const text = answer.value;
    answer.value = "";
    if (state.awaiting === "secret") {
      if (send({ type: "secret", text })) state.awaiting = null;
      setSecret(false);
      answer.focus();
      return;
    }
    sendLine(text, text);
  });

  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const pin = pinOf($("pin").value);
    if (!pin) {
      fieldError("pin", word("web.error.pin") || "A room PIN is 4 to 6 digits.");
      $("pin").focus();
      return;
    }
    fieldError("pin", "");
    $("pin").value = "";
    sendLine(`join ${pin}`, `join ${pin}`);
  });

  // ---- Earshot's own voice (off unless chosen: it must not talk over a screen reader) --------

  function playNext() {
    if (state.playing || state.audio.length === 0) return;
    const sound = new Audio(state.audio.shift());
    state.playing = sound;
    const next = () => {
      if (state.playing === sound) state.playing = null;
      playNext();
    };
    sound.addEventListener("ended", next);
    sound.addEventListener("error", next);
    sound.play().catch(next);
  }

  function stopVoice() {
    state.audio = [];
    if (state.playing) {
      state.playing.pause();
      state.playing = null;
    }
  }

  // Typing stops the voice (barge-in), as at the terminal; moving the focus does not.
  $("answer").addEventListener("keydown", (event) => {
    if (event.key.length === 1 || event.key === "Backspace" || event.key === "Delete") stopVoice();
  });

  function voiceKey() {
    return state.name ? `earshot.voice.${state.name.toLowerCase()}` : "earshot.voice";
  }

  $("voice").addEventListener("change", () => {
    const on = $("voice").checked;
    localStorage.setItem(voiceKey(), on ? "on" : "off");
    if (!on) stopVoice();
    send({ type: "voice", on });
  });

  // ---- Settings: theme and language ----------------------------------------------------------

  function applyTheme() {
    const key = state.name ? `earshot.theme.${state.name.toLowerCase()}` : "earshot.theme";
    const theme = localStorage.getItem(key) || localStorage.getItem("earshot.theme") || "system";
    const root = document.documentElement;
    root.classList.remove("theme-dark", "theme-light", "theme-large");
    if (theme !== "system") root.classList.add(`theme-${theme}`);
    $("theme").value = theme;
  }

  $("theme").addEventListener("change", () => {
    const theme = $("theme").value;
    localStorage.setItem("earshot.theme", theme);
    if (state.name) localStorage.setItem(`earshot.theme.${state.name.toLowerCase()}`, theme);
    applyTheme();
  });

  $("page-language").addEventListener("change", () => {
    const language = $("page-language").value;
    localStorage.setItem("earshot.language", language);
    if (state.phase === "session") {
      sendLine(`language ${language}`, `language ${language}`);
    } else {
      loadWords(language);
    }
  });

  // ---- Start ---------------------------------------------------------------------------------

  const pin = new URLSearchParams(location.search).get("pin");
  if (pin && pinOf(pin)) $("login-pin").value = pinOf(pin);
  applyTheme();
  loadWords(startingLanguage());
})();
