// A player's page: the table and their own private part, live over one WebSocket.
// Plain script, no library: served by deskapp/core/players/server.py with a strict CSP.
"use strict";

const LANGUAGES = ["cs", "fr", "en"];
let words = {};
let language = chooseLanguage();
let socket = null;
let delay = 500;
let lastState = null;
let nextId = 1;

function chooseLanguage() {
  let stored = null;
  try {
    stored = localStorage.getItem("carddesk-language");
  } catch (error) {
    // storage refused (a private window): the phone's language then
  }
  if (LANGUAGES.includes(stored)) return stored;
  for (const wanted of navigator.languages || [navigator.language || ""]) {
    const code = wanted.slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(code)) return code;
  }
  return "en";
}

function word(key) {
  return (words[language] && words[language][key]) || (words.en && words.en[key]) || key;
}

function byId(id) {
  return document.getElementById(id);
}

function applyWords() {
  document.documentElement.lang = language;
  byId("language").value = language;
  for (const element of document.querySelectorAll("[data-word]")) {
    element.textContent = word(element.dataset.word);
  }
  showStatus();
}

function showStatus() {
  const open = socket !== null && socket.readyState === WebSocket.OPEN;
  const status = byId("status");
  status.dataset.connected = open ? "yes" : "no";
  status.textContent = word(open ? "connected" : "offline");
}

function showProblem(text) {
  const problem = byId("problem");
  problem.textContent = text || "";
  problem.hidden = !text;
}

// Card faces come as SVG drawn by the print code (printables/svg.py): parsed as SVG, never
// as HTML, so no markup from a message can run.
function face(card) {
  const figure = document.createElement("figure");
  figure.className = "card";
  if (card.svg) {
    const parsed = new DOMParser().parseFromString(card.svg, "image/svg+xml").documentElement;
    if (parsed.nodeName === "svg") {
      parsed.setAttribute("role", "img");
      parsed.setAttribute("aria-label", card.label || "");
      figure.append(document.importNode(parsed, true));
    }
  }
  const caption = document.createElement("figcaption");
  caption.textContent = card.label || "";
  figure.append(caption);
  return figure;
}

function fill(list, items, make) {
  list.replaceChildren(...items.map(make));
}

function item(text) {
  const li = document.createElement("li");
  li.textContent = text;
  return li;
}

function show(state) {
  lastState = state;
  const shared = state.public || {};
  const mine = state.private || {};
  byId("who").textContent = state.player;
  document.title = state.player + " · Card Desk";
  byId("where").textContent = [shared.session, shared.system].filter(Boolean).join(" · ");
  fill(byId("cards"), mine.cards || [], face);
  const lines = byId("lines");
  lines.replaceChildren();
  for (const line of mine.lines || []) {
    const term = document.createElement("dt");
    term.textContent = line.label;
    const value = document.createElement("dd");
    value.textContent = line.value;
    lines.append(term, value);
  }
  byId("nothing-mine").hidden = (mine.cards || []).length + (mine.lines || []).length > 0;
  fill(byId("faces"), shared.faces || [], face);
  const history = (shared.history || []).slice().reverse();  // the newest first
  fill(byId("history"), history, item);
  byId("nothing-yet").hidden = history.length > 0;
  fill(byId("characters"), shared.characters || [], item);
  showSeed(shared);
  showShown(mine.shown);
  showRequest(mine.request);
  showAsks(mine.asks || []);
}

function showSeed(shared) {
  const seed = byId("seed");
  seed.hidden = !shared.fingerprint;
  byId("seed-words").textContent = word(shared.revealed ? "seed-revealed" : "seed");
  byId("fingerprint").textContent = shared.fingerprint || "";
}

// A card the game master showed this player only ("Show to <name>?" at the desk).
function showShown(shown) {
  byId("shown").hidden = !shown;
  byId("shown-title").textContent = shown ? shown.title : "";
  fill(byId("shown-cards"), shown ? shown.cards : [], face);
}

function showRequest(request) {
  const box = byId("request");
  box.hidden = !request;
  if (!request) return;
  box.dataset.state = request.state;
  box.textContent = word(request.state)
    .replace("{line}", request.line)
    .replace("{words}", request.words);
}

// What the player may do now, each as a small form: pick cards or tick choices, give the
// numbers, type a text; the answer goes to the desk, which performs it or asks the GM.
let drafts = {};
let shownAsks = "";

function showAsks(asks) {
  byId("acts").hidden = asks.length === 0;
  // A hand the player plays from is shown once: as the cards of that ask.
  byId("cards").hidden = asks.some((ask) => ask.choices.some((choice) => choice.svg));
  const text = JSON.stringify(asks);
  if (text === shownAsks) return;  // unchanged: what the player is typing stays as it is
  shownAsks = text;
  const keep = {};
  for (const ask of asks) {
    keep[ask.key] = drafts[ask.key] || { chosen: [], numbers: {}, text: "", target: "" };
  }
  drafts = keep;
  fill(byId("asks"), asks, askForm);
}

function askForm(ask) {
  const draft = drafts[ask.key];
  draft.chosen = draft.chosen.filter((value) => ask.choices.some((c) => c.value === value));
  const form = document.createElement("form");
  form.className = "ask";
  form.dataset.ask = ask.key;
  const title = document.createElement("h3");
  title.textContent = ask.title;
  form.append(title);
  const cards = ask.choices.some((choice) => choice.svg);
  const choices = document.createElement("div");
  choices.className = cards ? "cards" : ask.targets.length > 0 ? "choices inline" : "choices";
  for (const choice of ask.choices) choices.append(choiceControl(ask, choice, draft));
  form.append(choices);
  if (ask.targets.length > 0) form.append(targetControl(ask, draft));
  for (const number of ask.numbers) {
    const label = document.createElement("label");
    label.className = "number";
    const words = document.createElement("span");
    words.textContent = number.label;
    const input = document.createElement("input");
    input.type = "number";
    input.inputMode = "numeric";
    input.min = number.least;
    input.max = number.most;
    input.name = number.key;
    input.value = draft.numbers[number.key] ?? number.value;
    input.addEventListener("input", () => {
      draft.numbers[number.key] = Number.parseInt(input.value, 10);
    });
    label.append(words, input);
    form.append(label);
  }
  if (ask.text) {
    const label = document.createElement("label");
    label.textContent = ask.text;
    const text = document.createElement("textarea");
    text.maxLength = ask.most;
    text.name = "text";
    text.value = draft.text;
    text.addEventListener("input", () => {
      draft.text = text.value;
    });
    label.append(text);
    form.append(label);
  }
  const send = document.createElement("button");
  send.type = "submit";
  send.className = "send";
  send.textContent = ask.button;
  form.append(send);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (ask.choices.length > 0 && !ask.many && draft.chosen.length !== 1) {
      showProblem(word("choose"));
      return;
    }
    if (ask.targets.length > 0 && !draft.target) {
      showProblem(word("choose"));
      return;
    }
    const numbers = {};
    for (const [key, value] of Object.entries(draft.numbers)) {
      if (Number.isInteger(value)) numbers[key] = value;
    }
    act({
      ask: ask.key,
      chosen: draft.chosen,
      numbers: numbers,
      text: draft.text,
      target: draft.target,
    });
    delete drafts[ask.key];
    shownAsks = "";  // the next state draws the forms afresh
  });
  return form;
}

function choiceControl(ask, choice, draft) {
  const picked = draft.chosen.includes(choice.value);
  if (choice.svg) {
    const button = document.createElement("button");
    button.type = "button";
    button.setAttribute("aria-pressed", picked ? "true" : "false");
    button.dataset.value = choice.value;
    button.append(face(choice));
    button.addEventListener("click", () => {
      draft.chosen = ask.many ? toggled(draft.chosen, choice.value) : [choice.value];
      for (const other of button.parentElement.children) {
        const on = draft.chosen.includes(other.dataset.value);
        other.setAttribute("aria-pressed", on ? "true" : "false");
      }
    });
    return button;
  }
  const label = document.createElement("label");
  label.className = "choice";
  const input = document.createElement("input");
  input.type = ask.many ? "checkbox" : "radio";
  input.name = ask.key;
  input.value = choice.value;
  input.checked = picked;
  input.addEventListener("change", () => {
    draft.chosen = ask.many ? toggled(draft.chosen, choice.value) : [choice.value];
  });
  const words = document.createElement("span");
  words.textContent = choice.label;
  label.append(input, words);
  return label;
}

// Whom the ask is for (to whom a card is shown): nobody until the player picks one.
function targetControl(ask, draft) {
  if (!ask.targets.some((target) => target.value === draft.target)) draft.target = "";
  const label = document.createElement("label");
  label.className = "number";
  const words = document.createElement("span");
  words.textContent = ask.targets_label;
  const select = document.createElement("select");
  select.name = "target";
  const none = document.createElement("option");
  none.value = "";
  none.textContent = "—";
  select.append(none);
  for (const target of ask.targets) {
    const option = document.createElement("option");
    option.value = target.value;
    option.textContent = target.label;
    select.append(option);
  }
  select.value = draft.target;
  select.addEventListener("change", () => {
    draft.target = select.value;
  });
  label.append(words, select);
  return label;
}

function toggled(list, value) {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function received(message) {
  if (message.type === "state") {
    show(message);
  } else if (message.type === "reply") {
    showProblem(message.problem ? word(message.problem) : message.refused || "");
    if (message.refused) byId("problem").scrollIntoView({ block: "nearest" });
  }
}

function connect() {
  if (document.body.dataset.state === "revoked") return;
  const base = location.pathname.replace(/\/+$/, "");
  const url = location.origin.replace(/^http/, "ws") + base + "/ws?language=" + language;
  socket = new WebSocket(url);
  socket.onopen = () => {
    delay = 500;
    showStatus();
  };
  socket.onmessage = (event) => received(JSON.parse(event.data));
  socket.onclose = (event) => {
    showStatus();
    if (event.code === 4001) {
      document.body.dataset.state = "revoked";
      return;
    }
    // A phone that slept or lost the Wi-Fi: try again, less and less often.
    setTimeout(reconnect, delay);
    delay = Math.min(delay * 2, 10000);
  };
}

function reconnect() {
  if (socket === null || socket.readyState === WebSocket.CLOSED) connect();
}

// Sends an action to the table; the reply shows the refusal words, if any.
function act(action) {
  if (socket !== null && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({ type: "act", id: nextId++, action: action }));
  }
}
window.carddeskAct = act;

document.addEventListener("visibilitychange", () => {
  if (!document.hidden) reconnect();
});
window.addEventListener("online", reconnect);
window.addEventListener("pageshow", reconnect);

byId("language").addEventListener("change", (event) => {
  language = event.target.value;
  try {
    localStorage.setItem("carddesk-language", language);
  } catch (error) {
    // not kept for the next visit
  }
  applyWords();
  if (socket !== null && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({ type: "language", language: language }));
  }
});

fetch("/a/words.json")
  .then((response) => response.json())
  .then((loaded) => {
    words = loaded;
  })
  .catch(() => {})
  .finally(() => {
    applyWords();
    if (lastState) show(lastState);
  });
connect();
