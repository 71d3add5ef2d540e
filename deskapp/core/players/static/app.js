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
}

function received(message) {
  if (message.type === "state") {
    show(message);
  } else if (message.type === "reply") {
    showProblem(message.problem ? word(message.problem) : message.refused || "");
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
