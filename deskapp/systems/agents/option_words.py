"""The Table Options dialog's words for the Agents options: a human label, a short
explanation and a name for each choice — what a game master reads (the options' ``help``
cites the rules, for the docs and the tooltips)."""

from __future__ import annotations

from deskapp.core.i18n import translate
from deskapp.core.options import OptionText


def option_words() -> dict[str, OptionText]:
    """Per option key: its words (translated when called)."""
    return {
        "step": OptionText(
            translate("OptionTexts", "Cards per level"),
            translate(
                "OptionTexts",
                "How many complications raise the Threat one level, and how many successes "
                "make a milestone. Default: the number of agents, at least 3.",
            ),
            unset=translate("OptionTexts", "Number of agents (at least 3)"),
        ),
        "final_level": OptionText(
            translate("OptionTexts", "Mission ends at"),
            translate(
                "OptionTexts",
                "The Threat level or milestone count that ends the mission. Type a number "
                "(4 by default), or let the number of agents or their average number of "
                "aspects decide (at least 4).",
            ),
            {
                "agents": translate("OptionTexts", "the number of agents"),
                "aspects": translate("OptionTexts", "the agents' aspects"),
            },
        ),
        "disadvantage_draw": OptionText(
            translate("OptionTexts", "Negative aspects"),
            translate(
                "OptionTexts", "What a negative aspect does when it is used against its agent."
            ),
            {
                "both": translate(
                    "OptionTexts", "Draws a card, and exhausting it removes a success"
                ),
                "extra_card": translate("OptionTexts", "Only draws a card"),
                "remove_success": translate("OptionTexts", "Only removes a success when exhausted"),
            },
        ),
        "grading": OptionText(
            translate("OptionTexts", "How well the mission went"),
            translate(
                "OptionTexts",
                "Whether Card Desk grades the mission's end (clean, narrow or normal "
                "success or failure) from the score, or the Coordinator does.",
            ),
            {
                "thirds": translate(
                    "OptionTexts",
                    "From the score (the fewer complications, the cleaner the success)",
                ),
                "coordinator": translate("OptionTexts", "The Coordinator"),
            },
        ),
        "tie_break": OptionText(
            translate("OptionTexts", "A tied scene opening"),
            translate(
                "OptionTexts",
                "Who decides how a scene opens when both sides' totals are equal.",
            ),
            {
                "coordinator": translate("OptionTexts", "The Coordinator decides"),
                "first_card": translate("OptionTexts", "The scene's first card decides"),
            },
        ),
        "deck": OptionText(
            translate("OptionTexts", "The deck"),
            translate("OptionTexts", "The cards the group plays with."),
            {
                "standard52": translate("OptionTexts", "A standard 52-card deck"),
                "standard54": translate("OptionTexts", "52 cards and two jokers"),
                "red_black": translate("OptionTexts", "A custom deck of red and black cards"),
            },
        ),
        "threat_cards": OptionText(
            translate("OptionTexts", "Threat level cards"),
            translate(
                "OptionTexts",
                "Whether the Coordinator lays each Threat level card face up for all to "
                "see, or face down: then the track shows the level only once turned over.",
            ),
            {
                "face_up": translate("OptionTexts", "Face up"),
                "face_down": translate("OptionTexts", "Face down"),
            },
        ),
        "rest_marks": OptionText(
            translate("OptionTexts", "A level reached by rest marks"),
            translate(
                "OptionTexts",
                "When a Threat level reached only through rest marks counts, for the "
                "threat factors and the mission's outcome alike.",
            ),
            {
                "next_scene": translate("OptionTexts", "From the next scene"),
                "at_once": translate("OptionTexts", "At once"),
            },
        ),
        "black": OptionText(
            translate("OptionTexts", "Black cards"),
            translate("OptionTexts", "For a custom deck: how many are black."),
        ),
        "red": OptionText(
            translate("OptionTexts", "Red cards"),
            translate("OptionTexts", "For a custom deck: how many are red."),
        ),
    }
