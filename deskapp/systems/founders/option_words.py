"""The Table Options dialog's words for the Founders options: a human label, a short
explanation and a name for each choice — what a game master reads (the options' ``help``
cites the rules, for the docs and the tooltips)."""

from __future__ import annotations

from deskapp.core.i18n import translate
from deskapp.core.options import OptionText


def option_words() -> dict[str, OptionText]:
    """Per option key: its words (translated when called)."""
    return {
        "contest_tie": OptionText(
            translate("OptionTexts", "A tied contest"),
            translate(
                "OptionTexts", "What happens when both sides of a contest have the same total."
            ),
            {
                "tie": translate("OptionTexts", "It stays a tie"),
                "defender_wins": translate("OptionTexts", "The defender wins"),
            },
        ),
        "contest_special_rolls": OptionText(
            translate("OptionTexts", "Snake eyes and boxcars in a contest"),
            translate("OptionTexts", "What a double 1 or a double 6 does in a contest."),
            {
                "circumstance": translate(
                    "OptionTexts", "Adds its circumstance; the totals decide"
                ),
                "decide": translate("OptionTexts", "Also loses or wins the contest, as in a check"),
                "ignore": translate("OptionTexts", "Counts only as its total"),
            },
        ),
        "contest_loser_gains_adversity": OptionText(
            translate("OptionTexts", "The loser of a contest takes Adversity"),
            translate(
                "OptionTexts",
                "A Founder who loses a contest has failed and receives an Adversity Token.",
            ),
        ),
    }
