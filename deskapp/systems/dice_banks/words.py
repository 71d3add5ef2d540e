"""The dice-banks words a sentence takes as a value, in the user's language.

Stored data keeps its English keys (``"physical"``, ``"talent"``, ``"stun"``); these
give what the user reads for them, at the moment they are shown. A bank inside a
sentence comes as a whole phrase ("in the Physical bank"): Czech declines it
(ve Fyzickém banku, z Fyzického banku), so each case is its own message.
"""

from __future__ import annotations

from functools import partial

from deskapp.core.i18n import QT_TRANSLATE_NOOP, named, translate

CONTEXT = "DiceBanks"

# What each stored code is called (translated when shown: a language switch shows it anew).
_BANK_TITLE = {
    "physical": QT_TRANSLATE_NOOP("DiceBanks", "Physical"),
    "social": QT_TRANSLATE_NOOP("DiceBanks", "Social"),
    "mental": QT_TRANSLATE_NOOP("DiceBanks", "Mental"),
}
_THE_BANK = {
    "physical": QT_TRANSLATE_NOOP("DiceBanks", "the Physical bank"),
    "social": QT_TRANSLATE_NOOP("DiceBanks", "the Social bank"),
    "mental": QT_TRANSLATE_NOOP("DiceBanks", "the Mental bank"),
}
_IN_THE_BANK = {
    "physical": QT_TRANSLATE_NOOP("DiceBanks", "in the Physical bank"),
    "social": QT_TRANSLATE_NOOP("DiceBanks", "in the Social bank"),
    "mental": QT_TRANSLATE_NOOP("DiceBanks", "in the Mental bank"),
}
_FROM_THE_BANK = {
    "physical": QT_TRANSLATE_NOOP("DiceBanks", "from the Physical bank"),
    "social": QT_TRANSLATE_NOOP("DiceBanks", "from the Social bank"),
    "mental": QT_TRANSLATE_NOOP("DiceBanks", "from the Mental bank"),
}
_SKILL_KIND_TITLE = {
    "talent": QT_TRANSLATE_NOOP("DiceBanks", "talent"),
    "ability": QT_TRANSLATE_NOOP("DiceBanks", "ability"),
    "knowledge": QT_TRANSLATE_NOOP("DiceBanks", "knowledge"),
}
_DAMAGE_TYPE_TITLE = {
    "stun": QT_TRANSLATE_NOOP("DiceBanks", "stun"),
    "lethal": QT_TRANSLATE_NOOP("DiceBanks", "lethal"),
}
_OUTCOME_TITLE = {
    "success": QT_TRANSLATE_NOOP("DiceBanks", "success"),
    "failure": QT_TRANSLATE_NOOP("DiceBanks", "failure"),
    "critical_failure": QT_TRANSLATE_NOOP("DiceBanks", "critical failure"),
}
_LONG_STATUS_TITLE = {
    "going": QT_TRANSLATE_NOOP("DiceBanks", "going"),
    "succeeded": QT_TRANSLATE_NOOP("DiceBanks", "succeeded"),
    "failed": QT_TRANSLATE_NOOP("DiceBanks", "failed"),
    "lost": QT_TRANSLATE_NOOP("DiceBanks", "lost"),
    "stopped": QT_TRANSLATE_NOOP("DiceBanks", "stopped"),
}


bank_title = partial(named, CONTEXT, _BANK_TITLE)
"""A bank's name on its own (a column, a button): "Physical"."""

the_bank = partial(named, CONTEXT, _THE_BANK)
"""A bank as the subject or object of a sentence: "the Physical bank"."""

in_the_bank = partial(named, CONTEXT, _IN_THE_BANK)
"""Where dice are left: "in the Physical bank"."""

from_the_bank = partial(named, CONTEXT, _FROM_THE_BANK)
"""Where dice come from: "from the Physical bank"."""

skill_kind_title = partial(named, CONTEXT, _SKILL_KIND_TITLE)
"""A skill's kind (B-13): "talent", "ability", "knowledge"."""

damage_type_title = partial(named, CONTEXT, _DAMAGE_TYPE_TITLE)
"""A damage type: the book's two in the user's language, a table's own as typed."""

outcome_title = partial(named, CONTEXT, _OUTCOME_TITLE)
"""How an action ended (B-16): success, failure, critical failure."""

long_status_title = partial(named, CONTEXT, _LONG_STATUS_TITLE)
"""Where a long action stands (B-70 … B-74)."""


def skill_label(skill: str, kind: str, level: int) -> str:
    """A rolled skill's name; one typed by its kind and level alone ("talent 3", as stored)
    in the user's words."""
    if skill == f"{kind} {level}":
        return f"{skill_kind_title(kind)} {level}"
    return skill


def skill_with_kind(skill: str, kind: str, level: int) -> str:
    """A rolled skill with its kind and level, "Fencing (talent 3)"; one typed by its kind
    and level alone says them once ("talent 3", never "talent 3 (talent 3)")."""
    if skill == f"{kind} {level}":
        return skill_label(skill, kind, level)
    return translate("DiceBanks", "{skill} ({kind} {level})").format(
        skill=skill, kind=skill_kind_title(kind), level=level
    )
