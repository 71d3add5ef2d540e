"""The Agents table's words for the codes its models and events hold, in the user's language.

The sheet, the driver and the stored events keep codes (``partial_trust``, ``both``,
``narrow``, a card's role ``aspect``); the screens, the editors and the history show
them through these functions: the tables below hold the English names, translated each
time a name is asked for, so a language switch shows every word anew.
"""

from __future__ import annotations

from typing import Any

from deskapp.core.i18n import QT_TRANSLATE_NOOP, named, translate
from deskapp.systems.agents.rules import draw_parts, reading_words  # noqa: F401 (draw_parts: for the screen)
from deskapp.systems.agents.sheet import Relation, Threatened

# What each stored code is called, in English: translated when shown, so a language switch
# shows every word anew.
_THREATENED_LABEL: dict[Any, str] = {
    Threatened.CIVILIANS: QT_TRANSLATE_NOOP("AgentsWords", "civilians"),
    Threatened.AGENTS: QT_TRANSLATE_NOOP("AgentsWords", "agents"),
    Threatened.BOTH: QT_TRANSLATE_NOOP("AgentsWords", "civilians and agents"),
}
_ASPECT_NOTE: dict[Any, str] = {
    "special": QT_TRANSLATE_NOOP("AgentsWords", "special"),
    "equipment": QT_TRANSLATE_NOOP("AgentsWords", "equipment"),
    "negative": QT_TRANSLATE_NOOP("AgentsWords", "negative"),
    "limiting": QT_TRANSLATE_NOOP("AgentsWords", "permanent limiting"),
    Relation.PARTIAL_TRUST.value: QT_TRANSLATE_NOOP("AgentsWords", "partial trust"),
    Relation.FULL_TRUST.value: QT_TRANSLATE_NOOP("AgentsWords", "full trust"),
}
_CARD_ROLE: dict[Any, str] = {
    "base": QT_TRANSLATE_NOOP("AgentsWords", "base"),
    "aspect": QT_TRANSLATE_NOOP("AgentsWords", "aspect"),
    "temporary": QT_TRANSLATE_NOOP("AgentsWords", "temporary"),
    "negative": QT_TRANSLATE_NOOP("AgentsWords", "negative"),
    "distrust": QT_TRANSLATE_NOOP("AgentsWords", "distrust"),
}
_RESERVE_PURPOSE: dict[Any, str] = {
    "detail": QT_TRANSLATE_NOOP("AgentsWords", "describe a detail"),
    "item": QT_TRANSLATE_NOOP("AgentsWords", "find an item"),
    "reach": QT_TRANSLATE_NOOP("AgentsWords", "get to the others"),
    "vote": QT_TRANSLATE_NOOP("AgentsWords", "add a vote in a vote"),
}
_RESERVE_PURPOSE_TITLE: dict[Any, str] = {
    "detail": QT_TRANSLATE_NOOP("AgentsWords", "Describe a detail"),
    "item": QT_TRANSLATE_NOOP("AgentsWords", "Find an item"),
    "reach": QT_TRANSLATE_NOOP("AgentsWords", "Get to the others"),
    "vote": QT_TRANSLATE_NOOP("AgentsWords", "Add a vote in a vote"),
}
_GRADE_LABEL: dict[Any, str] = {
    "total": QT_TRANSLATE_NOOP("AgentsWords", "total"),
    "normal": QT_TRANSLATE_NOOP("AgentsWords", "normal"),
    "narrow": QT_TRANSLATE_NOOP("AgentsWords", "narrow"),
}


def relation_label(level: Relation | str) -> str:
    """A relationship value as its card says it: ``Partial trust`` (A-40); a code of a later
    version as it is."""
    try:
        return Relation(level).label
    except ValueError:
        return str(level)


def threatened_label(threatened: Threatened | str) -> str:
    """Whom a threat card endangers, as a short word (A-06)."""
    return named("AgentsWords", _THREATENED_LABEL, threatened)


def aspect_note(note: str) -> str:
    """The small word after an aspect chip's text: its kind, when it is not an ordinary one."""
    return named("AgentsWords", _ASPECT_NOTE, note)


def card_role(role: str) -> str:
    """Why a drawn card was drawn, above it on the table (A-10, A-15, A-19, A-44)."""
    return named("AgentsWords", _CARD_ROLE, role)


def reserve_purpose(purpose: Any) -> str:
    """What a reserve is spent on besides a test (A-15), as an infinitive: ``find an item``."""
    return named("AgentsWords", _RESERVE_PURPOSE, purpose)


def reserve_purpose_title(purpose: str) -> str:
    """The Spend menu's entry for a purpose: ``Find an item``."""
    return named("AgentsWords", _RESERVE_PURPOSE_TITLE, purpose)


def reading_label(reading: Any) -> str:
    """A test's reading (A-18) as the history says it: ``clean success`` (the rules' words)."""
    return reading_words(str(reading))


def grade_label(grade: Any) -> str:
    """How clearly a mission ended (A-36): ``narrow``, ``normal``, ``total``."""
    return named("AgentsWords", _GRADE_LABEL, grade)


def successes(count: int) -> str:
    return translate("AgentsWords", "%n success(es)", None, count)


def complications(count: int) -> str:
    return translate("AgentsWords", "%n complication(s)", None, count)


def outcome_words(outcome: str, grade: str | None) -> str:
    """A mission's outcome and grade (A-35 … A-37) as one phrase in the user's language (the
    grade agrees with the outcome's noun, so each pair is its own message). The table holds
    every pair the track makes: no grade when the Coordinator grades, a pyrrhic one narrow."""
    words = {
        ("success", None): translate("AgentsReplay", "success"),
        ("success", "total"): translate("AgentsReplay", "success, total"),
        ("success", "normal"): translate("AgentsReplay", "success, normal"),
        ("success", "narrow"): translate("AgentsReplay", "success, narrow"),
        ("failure", None): translate("AgentsReplay", "failure"),
        ("failure", "total"): translate("AgentsReplay", "failure, total"),
        ("failure", "normal"): translate("AgentsReplay", "failure, normal"),
        ("failure", "narrow"): translate("AgentsReplay", "failure, narrow"),
        ("pyrrhic", None): translate("AgentsReplay", "pyrrhic"),
        ("pyrrhic", "narrow"): translate("AgentsReplay", "pyrrhic, narrow"),
    }
    return words[(outcome, grade)]
