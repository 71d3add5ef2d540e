"""The dice-banks words a sentence takes as a value, in the user's language.

Stored data keeps its English keys (``"physical"``, ``"talent"``, ``"stun"``); these
give what the user reads for them, at the moment they are shown. A bank inside a
sentence comes as a whole phrase ("in the Physical bank"): Czech declines it
(ve Fyzickém banku, z Fyzického banku), so each case is its own message.
"""

from __future__ import annotations

from deskapp.core.i18n import translate

CONTEXT = "DiceBanks"


def bank_title(bank: str) -> str:
    """A bank's name on its own (a column, a button): "Physical"."""
    titles = {
        "physical": translate("DiceBanks", "Physical"),
        "social": translate("DiceBanks", "Social"),
        "mental": translate("DiceBanks", "Mental"),
    }
    return titles.get(bank, bank)


def the_bank(bank: str) -> str:
    """A bank as the subject or object of a sentence: "the Physical bank"."""
    phrases = {
        "physical": translate("DiceBanks", "the Physical bank"),
        "social": translate("DiceBanks", "the Social bank"),
        "mental": translate("DiceBanks", "the Mental bank"),
    }
    return phrases.get(bank, bank)


def in_the_bank(bank: str) -> str:
    """Where dice are left: "in the Physical bank"."""
    phrases = {
        "physical": translate("DiceBanks", "in the Physical bank"),
        "social": translate("DiceBanks", "in the Social bank"),
        "mental": translate("DiceBanks", "in the Mental bank"),
    }
    return phrases.get(bank, bank)


def from_the_bank(bank: str) -> str:
    """Where dice come from: "from the Physical bank"."""
    phrases = {
        "physical": translate("DiceBanks", "from the Physical bank"),
        "social": translate("DiceBanks", "from the Social bank"),
        "mental": translate("DiceBanks", "from the Mental bank"),
    }
    return phrases.get(bank, bank)


def skill_kind_title(kind: str) -> str:
    """A skill's kind (B-13): "talent", "ability", "knowledge"."""
    titles = {
        "talent": translate("DiceBanks", "talent"),
        "ability": translate("DiceBanks", "ability"),
        "knowledge": translate("DiceBanks", "knowledge"),
    }
    return titles.get(kind, kind)


def damage_type_title(damage_type: str) -> str:
    """A damage type: the book's two in the user's language, a table's own as typed."""
    titles = {
        "stun": translate("DiceBanks", "stun"),
        "lethal": translate("DiceBanks", "lethal"),
    }
    return titles.get(damage_type, damage_type)


def outcome_title(outcome: str) -> str:
    """How an action ended (B-16): success, failure, critical failure."""
    titles = {
        "success": translate("DiceBanks", "success"),
        "failure": translate("DiceBanks", "failure"),
        "critical_failure": translate("DiceBanks", "critical failure"),
    }
    return titles.get(outcome, outcome)


def long_status_title(status: str) -> str:
    """Where a long action stands (B-70 … B-74)."""
    titles = {
        "going": translate("DiceBanks", "going"),
        "succeeded": translate("DiceBanks", "succeeded"),
        "failed": translate("DiceBanks", "failed"),
        "lost": translate("DiceBanks", "lost"),
        "stopped": translate("DiceBanks", "stopped"),
    }
    return titles.get(status, status)


def skill_label(skill: str, kind: str, level: int) -> str:
    """A rolled skill's name; one typed by its kind and level alone ("talent 3", as stored)
    in the user's words."""
    if skill == f"{kind} {level}":
        return f"{skill_kind_title(kind)} {level}"
    return skill
