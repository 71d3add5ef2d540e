"""The Agents history lines: each stored action and its outcome in the user's language.

Stored events hold data (the action and its ``outcome``: names, counts, codes,
cards in notation); the lines are written here when shown, through ``tr()``. An
Agents table holds no private cards: every card an outcome names lay face up.
An event stored before outcomes were kept has none; its line is then the short
form the action alone gives (the history itself shows such events' stored text).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from deskapp.core.cards import CardNotationError, parse_card

_CONTEXT = "AgentsHistory"
_READINGS = {
    "clean success": QT_TRANSLATE_NOOP("AgentsHistory", "clean success"),
    "clean complication": QT_TRANSLATE_NOOP("AgentsHistory", "clean complication"),
    "mix": QT_TRANSLATE_NOOP("AgentsHistory", "mix"),
}
_PURPOSES = {
    "detail": QT_TRANSLATE_NOOP("AgentsHistory", "describe a detail"),
    "item": QT_TRANSLATE_NOOP("AgentsHistory", "find an item"),
    "reach": QT_TRANSLATE_NOOP("AgentsHistory", "get to the others"),
    "vote": QT_TRANSLATE_NOOP("AgentsHistory", "add a vote in a vote"),
}
_RELATIONS = {
    "neutral": QT_TRANSLATE_NOOP("AgentsHistory", "Neutral"),
    "partial_trust": QT_TRANSLATE_NOOP("AgentsHistory", "Partial trust"),
    "full_trust": QT_TRANSLATE_NOOP("AgentsHistory", "Full trust"),
    "partial_distrust": QT_TRANSLATE_NOOP("AgentsHistory", "Partial distrust"),
    "full_distrust": QT_TRANSLATE_NOOP("AgentsHistory", "Full distrust"),
}
_OUTCOMES = {
    "success": QT_TRANSLATE_NOOP("AgentsHistory", "success"),
    "failure": QT_TRANSLATE_NOOP("AgentsHistory", "failure"),
    "pyrrhic": QT_TRANSLATE_NOOP("AgentsHistory", "pyrrhic"),
}
_GRADES = {
    "total": QT_TRANSLATE_NOOP("AgentsHistory", "total"),
    "normal": QT_TRANSLATE_NOOP("AgentsHistory", "normal"),
    "narrow": QT_TRANSLATE_NOOP("AgentsHistory", "narrow"),
}


def _word(table: dict[str, str], code: Any) -> str:
    """A code in words, translated; a code this version does not know shows as it is."""
    text = table.get(code) if isinstance(code, str) else None
    return QCoreApplication.translate(_CONTEXT, text) if text else str(code)


def _names(names: Sequence[Any]) -> str:
    return ", ".join(str(name) for name in names)


def _quoted(texts: Sequence[Any]) -> str:
    return ", ".join(repr(str(text)) for text in texts)


class HistoryLines:
    """Mixed into the Agents screen (a QObject): ``describe_action`` for the history and Edit menu."""

    if TYPE_CHECKING:

        def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str: ...

    def describe_action(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        do = action.get("do")
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
        }.get(do if isinstance(do, str) else "")
        if line is None:
            return str(do)
        return line(action, outcome) + self._track(outcome.get("track") or {})

    # --- counts with their plural forms ------------------------------------------------------

    def _successes(self, count: int) -> str:
        if count == 1:
            return self.tr("%n success", "", count)
        return self.tr("%n successes", "", count)

    def _complications(self, count: int) -> str:
        if count == 1:
            return self.tr("%n complication", "", count)
        return self.tr("%n complications", "", count)

    def _cards(self, notations: Sequence[Any]) -> str:
        """``KS (black) QH (red)``: the cards with their colours spelled out."""
        parts = []
        for notation in notations:
            try:
                red = parse_card(str(notation)).is_red
            except CardNotationError:
                parts.append(str(notation))
                continue
            colour = self.tr("red") if red else self.tr("black")
            parts.append(self.tr("{card} ({colour})").format(card=notation, colour=colour))
        return " ".join(parts)

    # --- one line per action ------------------------------------------------------------------

    def _draw_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        agent = outcome.get("agent", action.get("agent", ""))
        if "cards" not in outcome:
            return self.tr("{agent}'s draw").format(agent=agent)
        return self.tr("{agent} draws {cards}").format(
            agent=agent, cards=self._cards(outcome["cards"])
        )

    def _resolve_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        if "agent" not in outcome:
            return self.tr("the test's sorted cards")
        parts = [
            self.tr("{successes}, {complications} ({reading})").format(
                successes=self._successes(int(outcome.get("successes", 0))),
                complications=self._complications(int(outcome.get("complications", 0))),
                reading=_word(_READINGS, outcome.get("reading")),
            ),
            self.tr("kept {cards}").format(cards=" ".join(outcome.get("kept", []))),
        ]
        if outcome.get("removed"):
            parts.append(self.tr("removed {cards}").format(cards=" ".join(outcome["removed"])))
        if outcome.get("discarded"):
            parts.append(self.tr("discarded {cards}").format(cards=" ".join(outcome["discarded"])))
        if outcome.get("exhausted"):
            parts.append(
                self.tr("exhausted {aspects}").format(aspects=_quoted(outcome["exhausted"]))
            )
        new = outcome.get("new_aspects") or []
        if new:
            parts.append(
                (
                    self.tr("new negative aspect {aspects}")
                    if len(new) == 1
                    else self.tr("new negative aspects {aspects}")
                ).format(aspects=_quoted(new))
            )
        count = int(outcome.get("to_aspect", 0))
        if count:
            parts.append(
                self.tr("%n complication became a negative aspect", "", count)
                if count == 1
                else self.tr("%n complications became negative aspects", "", count)
            )
        return self.tr("{agent}'s test: {result}").format(
            agent=outcome["agent"], result="; ".join(parts)
        )

    def _cancel_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        if "agent" not in outcome:
            return self.tr("the drawn cards go back on the deck")
        return self.tr("{agent}'s cards go back on the deck").format(agent=outcome["agent"])

    def _rest_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        agents = _names(outcome.get("agents", action.get("agents", [])))
        if "marks" not in outcome:
            return self.tr("the rest of {agents}").format(agents=agents)
        marks = int(outcome["marks"])
        line = (
            self.tr("An interrupted rest: {agents}")
            if outcome.get("interrupted")
            else self.tr("A rest: {agents}")
        ).format(agents=agents)
        line += " — " + (
            self.tr("+%n complication mark", "", marks)
            if marks == 1
            else self.tr("+%n complication marks", "", marks)
        )
        restored = [
            self.tr("{agent} restores {aspects}").format(agent=name, aspects=", ".join(texts))
            for name, texts in (outcome.get("restored") or {}).items()
            if texts
        ]
        return line + (f"; {'; '.join(restored)}" if restored else "")

    def _scene_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        if "scene" not in outcome:
            return self.tr("the end of the scene")
        line = self.tr("Scene {number} ends").format(number=outcome["scene"])
        written = [
            self.tr("{agent} → {toward}: {relation} ({reason})").format(
                agent=change.get("agent", ""),
                toward=change.get("toward", ""),
                relation=_word(_RELATIONS, change.get("to")),
                reason=change.get("reason", ""),
            )
            for change in outcome.get("changes", [])
        ]
        return line + (f"; {'; '.join(written)}" if written else "")

    def _restore_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return self.tr("{agent} spends a reserve to restore '{aspect}'").format(
            agent=outcome.get("agent", action.get("agent", "")),
            aspect=outcome.get("aspect", action.get("aspect", "")),
        )

    def _reserve_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return self.tr("{agent} spends a reserve to {purpose}").format(
            agent=outcome.get("agent", action.get("agent", "")),
            purpose=_word(_PURPOSES, outcome.get("purpose", action.get("purpose"))),
        )

    def _gift_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return self.tr("{giver} gives {receiver} a reserve").format(
            giver=outcome.get("from", action.get("from", "")),
            receiver=outcome.get("to", action.get("to", "")),
        )

    def _replenish_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return self.tr("{agent}'s '{equipment}' is replenished").format(
            agent=outcome.get("agent", action.get("agent", "")),
            equipment=outcome.get("equipment", action.get("equipment", "")),
        )

    def _fresh_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        return self.tr("A fresh deck: every card shuffled into a new draw pile")

    def _take_back_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        """Mirror mode's correction, in plain words: which card went back, from where."""
        piles = {
            "discard": self.tr("the discard pile"),
            "success": self.tr("the success pile"),
            "complication": self.tr("the complication pile"),
        }
        source = str(outcome.get("from", ""))
        return self.tr("Correction: {card} taken from {pile} back onto the draw pile").format(
            card=_label(outcome.get("card", action.get("card", ""))),
            pile=piles.get(source, source),
        )

    def _play_line(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        kind = outcome.get("type")
        if kind == "test":
            return self.tr("{agent}'s test: {cards}").format(
                agent=outcome.get("agent", ""), cards=self._cards(outcome.get("cards", []))
            )
        if kind == "rest":
            return self.tr("Rest: {agents}").format(agents=_names(outcome.get("agents", [])))
        if kind == "scene_end":
            return self.tr("The end of scene {number}").format(number=outcome.get("scene", ""))
        if kind == "fresh_deck":
            return self.tr("A fresh deck")
        if kind == "take_back":
            return self._take_back_line({}, outcome)
        return self.tr("A mission-log event")

    def _track(self, track: dict[str, Any]) -> str:
        """What the action changed on the mission track, for the end of its line."""
        news = []
        if "threat" in track:
            news.append(self.tr("Threat level {level}").format(level=track["threat"]))
        if "milestones" in track:
            news.append(self.tr("milestone {number}").format(number=track["milestones"]))
        if track.get("outcome") is not None:
            grade = track.get("grade")
            news.append(
                (
                    self.tr("the mission ends: {outcome}, {grade}")
                    if grade
                    else self.tr("the mission ends: {outcome}")
                ).format(outcome=_word(_OUTCOMES, track["outcome"]), grade=_word(_GRADES, grade))
            )
        if track.get("decided"):
            news.append(self.tr("the outcome is final"))
        return f" — {'; '.join(news)}" if news else ""


def _label(notation: Any) -> str:
    """A card as the screen shows it (Q♦), or as stored if it is not one."""
    try:
        return parse_card(str(notation)).label
    except CardNotationError:
        return str(notation)
