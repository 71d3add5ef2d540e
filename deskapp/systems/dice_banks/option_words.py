"""The Table Options dialog's words for the Dice banks options: a human label, a short
explanation and a name for each choice — what a game master reads (the options' ``help``
cites the rules, for the docs and the tooltips)."""

from __future__ import annotations

from deskapp.core.i18n import translate
from deskapp.core.options import OptionText


def option_words() -> dict[str, OptionText]:
    """Per option key: its words (translated when called)."""
    return {
        "critical_failure": OptionText(
            translate("OptionTexts", "Critical failure"),
            translate(
                "OptionTexts",
                "A roll without successes is a critical failure when its dice show faces "
                "in the skill's critical range: any one of its dice, or every one.",
            ),
            {
                "any_die": translate("OptionTexts", "Any die in the range"),
                "every_die": translate("OptionTexts", "Every die in the range"),
            },
        ),
        "high_ratings": OptionText(
            translate("OptionTexts", "Ratings above 10"),
            translate(
                "OptionTexts",
                "The written thresholds stop working above 10: roll such a rating as 10 "
                "(success and explosion on 5+), or keep ratings to 10 at this table.",
            ),
            {
                "as_ten": translate("OptionTexts", "Roll it as 10"),
                "refuse": translate("OptionTexts", "Refuse ratings above 10"),
            },
        ),
    }
