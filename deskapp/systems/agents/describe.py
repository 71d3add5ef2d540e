"""The Agents history lines: each stored action and its outcome in the user's language.

Stored events hold data (the action and its ``outcome``: names, counts, codes,
cards in notation); the lines are written here when shown, in the current language. An
Agents table holds no private cards: every card an outcome names lay face up.
Every event written here holds the outcome its action comes to (a session checks each
against its replay); one stored before outcomes were kept holds its line as text instead,
which the history shows without asking for a line here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from deskapp.core.cards import CardNotationError, label_of, parse_card
from deskapp.core.i18n import translate
from deskapp.core.play.deck_actions import describe_deck_action
from deskapp.systems.agents.words import (
    complications,
    outcome_words,
    reading_label,
    relation_label,
    reserve_purpose,
    successes,
)


def _separator() -> str:
    """Between the parts of a line: ``; `` (French sets a space before the semicolon)."""
    return translate("AgentsHistory", "; ", "between the parts of a history line")


def _names(names: Sequence[Any]) -> str:
    return ", ".join(str(name) for name in names)


def _quoted(texts: Sequence[Any]) -> str:
    return ", ".join(
        translate("AgentsHistory", "'{text}'").format(text=str(text)) for text in texts
    )


class HistoryLines:
    """Mixed into the Agents screen (a QObject): ``describe_action`` for the history and Edit menu."""

    def describe_action(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        """The line of one of the driver's actions (the session checked it against its replay;
        the play kernel's own and the deck's are worded before this is asked)."""
        line = {
            "draw": self._draw_line,
            "resolve": self._resolve_line,
            "cancel": self._cancel_line,
            "rest": self._rest_line,
            "end_scene": self._scene_line,
            "restore": self._restore_line,
            "reserve": self._reserve_line,
            "give_reserve": self._gift_line,
            "replenish": self._replenish_line,
            "fresh_deck": self._fresh_line,
            "play": self._play_line,
            "take_back": self._take_back_line,
        }[action["do"]]
        return line(action, outcome) + self._track(outcome.get("track") or {})

    # --- the cards of a line -------------------------------------------------------------------

    def _cards(self, notations: Sequence[Any]) -> str:
        """``K♠ (black) D♥ (red)``: the cards with their colours spelled out (a joker or a
        plain red/black card names its colour already: ``red card 3, red card 4``)."""
        parts = []
        in_words = False
        for notation in notations:
            try:
                card = parse_card(str(notation))
            except CardNotationError:
                parts.append(str(notation))
                continue
            if card.suit is None:
                parts.append(card.label)
                in_words = True
                continue
            colour = (
                translate("AgentsHistory", "red")
                if card.is_red
                else translate("AgentsHistory", "black")
            )
            parts.append(
                translate("AgentsHistory", "{card} ({colour})").format(
                    card=card.label, colour=colour
                )
            )
        return (", " if in_words else " ").join(parts)

    # --- one line per action ------------------------------------------------------------------

    def _draw_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return translate("AgentsHistory", "{agent} draws {cards}").format(
            agent=outcome["agent"], cards=self._cards(outcome["cards"])
        )

    def _resolve_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        parts = [
            translate("AgentsHistory", "{successes}, {complications} ({reading})").format(
                successes=successes(int(outcome.get("successes", 0))),
                complications=complications(int(outcome.get("complications", 0))),
                reading=reading_label(outcome.get("reading")),
            ),
            translate("AgentsHistory", "kept {cards}").format(
                cards=_joined(map(label_of, outcome.get("kept", [])))
            ),
        ]
        if outcome.get("removed"):
            parts.append(
                translate("AgentsHistory", "removed {cards}").format(
                    cards=_joined(map(label_of, outcome["removed"]))
                )
            )
        if outcome.get("discarded"):
            parts.append(
                translate("AgentsHistory", "discarded {cards}").format(
                    cards=_joined(map(label_of, outcome["discarded"]))
                )
            )
        if outcome.get("exhausted"):
            parts.append(
                translate("AgentsHistory", "exhausted {aspects}").format(
                    aspects=_quoted(outcome["exhausted"])
                )
            )
        new = outcome.get("new_aspects") or []
        if new:
            parts.append(
                (
                    translate("AgentsHistory", "new negative aspect {aspects}")
                    if len(new) == 1
                    else translate("AgentsHistory", "new negative aspects {aspects}")
                ).format(aspects=_quoted(new))
            )
        count = int(outcome.get("to_aspect", 0))
        if count:
            parts.append(
                translate(
                    "AgentsHistory", "%n complication(s) became negative aspect(s)", None, count
                )
            )
        return translate("AgentsHistory", "{agent}'s test: {result}").format(
            agent=outcome["agent"], result=_separator().join(parts)
        )

    def _cancel_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return translate("AgentsHistory", "{agent}'s cards go back on the deck").format(
            agent=outcome["agent"]
        )

    def _rest_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        agents = _names(outcome["agents"])
        marks = int(outcome["marks"])
        line = (
            translate("AgentsHistory", "An interrupted rest: {agents}")
            if outcome.get("interrupted")
            else translate("AgentsHistory", "A rest: {agents}")
        ).format(agents=agents)
        line += " — " + translate("AgentsHistory", "+%n complication mark(s)", None, marks)
        restored = [
            translate("AgentsHistory", "{agent} restores {aspects}").format(
                agent=name, aspects=", ".join(texts)
            )
            for name, texts in (outcome.get("restored") or {}).items()
            if texts
        ]
        return line + "".join(_separator() + part for part in restored)

    def _scene_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        line = translate("AgentsHistory", "Scene {number} ends").format(number=outcome["scene"])
        written = [
            translate("AgentsHistory", "{agent} → {toward}: {relation} ({reason})").format(
                agent=change.get("agent", ""),
                toward=change.get("toward", ""),
                relation=relation_label(str(change.get("to"))),
                reason=change.get("reason", ""),
            )
            for change in outcome.get("changes", [])
        ]
        return line + "".join(_separator() + part for part in written)

    def _restore_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return translate("AgentsHistory", "{agent} spends a reserve to restore '{aspect}'").format(
            agent=outcome["agent"], aspect=outcome["aspect"]
        )

    def _reserve_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return translate("AgentsHistory", "{agent} spends a reserve to {purpose}").format(
            agent=outcome["agent"], purpose=reserve_purpose(outcome["purpose"])
        )

    def _gift_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return translate("AgentsHistory", "{giver} gives {receiver} a reserve").format(
            giver=outcome["from"], receiver=outcome["to"]
        )

    def _replenish_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return translate("AgentsHistory", "{agent}'s '{equipment}' is replenished").format(
            agent=outcome["agent"], equipment=outcome["equipment"]
        )

    def _fresh_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return translate("AgentsHistory", "A fresh deck: every card shuffled into a new draw pile")

    def _take_back_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        """Mirror mode's correction, in plain words: which card went back, from where."""
        piles = {
            "discard": translate("AgentsHistory", "the discard pile"),
            "success": translate("AgentsHistory", "the success pile"),
            "complication": translate("AgentsHistory", "the complication pile"),
        }
        source = str(outcome.get("from", ""))
        return translate(
            "AgentsHistory", "Correction: {card} taken from {pile} back onto the draw pile"
        ).format(
            card=label_of(outcome["card"]),
            pile=piles.get(source, source),
        )

    def _play_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        kind = outcome.get("type")
        if kind == "test":
            return translate("AgentsHistory", "{agent}'s test: {cards}").format(
                agent=outcome.get("agent", ""), cards=self._cards(outcome.get("cards", []))
            )
        if kind == "rest":
            return translate("AgentsHistory", "Rest: {agents}").format(
                agents=_names(outcome.get("agents", []))
            )
        if kind == "scene_end":
            return translate("AgentsHistory", "The end of scene {number}").format(
                number=outcome.get("scene", "")
            )
        if kind == "fresh_deck":
            return translate("AgentsHistory", "A fresh deck")
        return self._take_back_line({}, outcome)  # the last kind play() says it played

    def _track(self, track: dict[str, Any]) -> str:
        """What the action changed on the mission track, for the end of its line."""
        news = []
        if "threat" in track:
            news.append(
                translate("AgentsHistory", "Threat level {level}").format(level=track["threat"])
            )
        if "milestones" in track:
            news.append(
                translate("AgentsHistory", "milestone {number}").format(number=track["milestones"])
            )
        if track.get("outcome") is not None:
            # The grade agrees with the outcome's noun (échec total, réussite totale): the
            # pair is one phrase of the replay's words, not a label after a comma.
            said = outcome_words(track["outcome"], track.get("grade"))
            news.append(
                translate("AgentsHistory", "the mission ends: {outcome}").format(outcome=said)
            )
        if track.get("decided"):
            news.append(translate("AgentsHistory", "the outcome is final"))
        return f" — {_separator().join(news)}" if news else ""


def _joined(cards: Iterable[str]) -> str:
    """Cards one after another, ``K♠ 3♥``; with commas once one is in words (a red/black
    deck's ``red card 3, red card 4``)."""
    listed = list(cards)
    return (", " if any(" " in card for card in listed) else " ").join(listed)


def describe(action: dict[str, Any], outcome: dict[str, Any], table: object = None) -> str:
    """The Agents system's describer (``SPEC.describe``): the history, Edit → Undo/Redo, the
    F11 view and ``deskapp replay --text`` all write their lines here; the game master's
    handling of the deck is written by the core's lines for it (issue 28)."""
    mirror = isinstance(table, Mapping) and bool(table.get("mirror"))
    coordinator = translate("AgentsHistory", "The Coordinator")  # looks at the top cards
    handled = describe_deck_action(action, outcome, mirror, game_master=coordinator)
    return handled if handled is not None else HistoryLines().describe_action(action, outcome)
