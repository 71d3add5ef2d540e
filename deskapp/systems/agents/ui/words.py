"""The Agents table's words for the codes its models and events hold, in the user's language.

The sheet, the driver and the stored events keep codes (``partial_trust``, ``both``,
``narrow``, a card's role ``aspect``); the screens, the editors and the history show
them through these functions, translated each time they are called — never kept in a
table built at import time, so a language switch shows every word anew.
"""

from __future__ import annotations

from typing import Any

from deskapp.core.i18n import translate
from deskapp.systems.agents.sheet import AspectKind, Relation, Threatened


def relation_label(level: Relation | str) -> str:
    """A relationship value as its card says it: ``Partial trust`` (A-40)."""
    words = {
        Relation.NEUTRAL: translate("AgentsWords", "Neutral"),
        Relation.PARTIAL_TRUST: translate("AgentsWords", "Partial trust"),
        Relation.FULL_TRUST: translate("AgentsWords", "Full trust"),
        Relation.PARTIAL_DISTRUST: translate("AgentsWords", "Partial distrust"),
        Relation.FULL_DISTRUST: translate("AgentsWords", "Full distrust"),
    }
    return _known(words, level)


def threatened_label(threatened: Threatened | str) -> str:
    """Whom a threat card endangers, as a short word (A-06)."""
    words = {
        Threatened.CIVILIANS: translate("AgentsWords", "civilians"),
        Threatened.AGENTS: translate("AgentsWords", "agents"),
        Threatened.BOTH: translate("AgentsWords", "civilians and agents"),
    }
    return _known(words, threatened)


def aspect_note(note: str) -> str:
    """The small word after an aspect chip's text: its kind, when it is not an ordinary one."""
    words = {
        "special": translate("AgentsWords", "special"),
        "equipment": translate("AgentsWords", "equipment"),
        "negative": translate("AgentsWords", "negative"),
        "limiting": translate("AgentsWords", "permanent limiting"),
        Relation.PARTIAL_TRUST.value: translate("AgentsWords", "partial trust"),
        Relation.FULL_TRUST.value: translate("AgentsWords", "full trust"),
    }
    return _known(words, note)


def aspect_kind_label(kind: AspectKind) -> str:
    words = {
        AspectKind.ORDINARY: translate("AgentsWords", "ordinary"),
        AspectKind.NEGATIVE: translate("AgentsWords", "negative"),
        AspectKind.SPECIAL: translate("AgentsWords", "special"),
        AspectKind.TEMPORARY: translate("AgentsWords", "temporary"),
        AspectKind.LIMITING: translate("AgentsWords", "permanent limiting"),
        AspectKind.EQUIPMENT: translate("AgentsWords", "equipment"),
    }
    return _known(words, kind)


def card_role(role: str) -> str:
    """Why a drawn card was drawn, above it on the table (A-10, A-15, A-19, A-44)."""
    words = {
        "base": translate("AgentsWords", "base"),
        "aspect": translate("AgentsWords", "aspect"),
        "temporary": translate("AgentsWords", "temporary"),
        "negative": translate("AgentsWords", "negative"),
        "distrust": translate("AgentsWords", "distrust"),
    }
    return _known(words, role)


def reserve_purpose(purpose: Any) -> str:
    """What a reserve is spent on besides a test (A-15), as an infinitive: ``find an item``."""
    words = {
        "detail": translate("AgentsWords", "describe a detail"),
        "item": translate("AgentsWords", "find an item"),
        "reach": translate("AgentsWords", "get to the others"),
        "vote": translate("AgentsWords", "add a vote in a vote"),
    }
    return _known(words, purpose)


def reserve_purpose_title(purpose: str) -> str:
    """The Spend menu's entry for a purpose: ``Find an item``."""
    words = {
        "detail": translate("AgentsWords", "Describe a detail"),
        "item": translate("AgentsWords", "Find an item"),
        "reach": translate("AgentsWords", "Get to the others"),
        "vote": translate("AgentsWords", "Add a vote in a vote"),
    }
    return _known(words, purpose)


def reading_label(reading: Any) -> str:
    """A test's reading (A-18) as the history says it: ``clean success``."""
    words = {
        "clean success": translate("AgentsWords", "clean success"),
        "clean complication": translate("AgentsWords", "clean complication"),
        "mix": translate("AgentsWords", "mix"),
    }
    return _known(words, reading)


def grade_label(grade: Any) -> str:
    """How clearly a mission ended (A-36): ``narrow``, ``normal``, ``total``."""
    words = {
        "total": translate("AgentsWords", "total"),
        "normal": translate("AgentsWords", "normal"),
        "narrow": translate("AgentsWords", "narrow"),
    }
    return _known(words, grade)


def draw_parts(
    aspects: int, temporary: int, negative: int, distrust: int, negative_draws: bool = True
) -> str:
    """``1 base + 2 aspects + 1 negative``: how a test's card count is made up (A-10 … A-15)."""
    parts = [translate("AgentsWords", "1 base")]
    counts = (
        (aspects, translate("AgentsWords", "%n aspect(s)", None, aspects)),
        (temporary, translate("AgentsWords", "%n temporary", None, temporary)),
        (
            negative if negative_draws else 0,
            translate("AgentsWords", "%n negative", None, negative),
        ),
        (distrust, translate("AgentsWords", "%n distrust", None, distrust)),
    )
    parts += [text for count, text in counts if count]
    return " + ".join(parts)


def successes(count: int) -> str:
    return translate("AgentsWords", "%n success(es)", None, count)


def complications(count: int) -> str:
    return translate("AgentsWords", "%n complication(s)", None, count)


def _known(words: dict[Any, str], code: Any) -> str:
    """A code in words; a code this version does not know shows as it is."""
    try:
        return words[code]
    except (KeyError, TypeError):
        return str(code)
