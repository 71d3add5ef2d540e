"""The words of the Table Options dialog: a human label, a short explanation and a name
for each choice of every system's table options.

The options' declarations (``option(help=...)``) cite the rules for the docs and the
tooltips; these are what a game master reads. An option missing here falls back to its
key, so a new option still shows (and a test lists it as missing words).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from deskapp.core.i18n import translate


@dataclass(frozen=True)
class OptionText:
    label: str
    explanation: str
    choices: dict[str, str] = field(default_factory=dict)
    unset: str = ""  # what a number left to the rules comes to, in words ("the number of agents")


def option_texts() -> dict[str, dict[str, OptionText]]:
    """Per system, per option key: its words (translated when called)."""
    return {
        "agents": {
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
                    "remove_success": translate(
                        "OptionTexts", "Only removes a success when exhausted"
                    ),
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
        },
        "founders": {
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
                    "decide": translate(
                        "OptionTexts", "Also loses or wins the contest, as in a check"
                    ),
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
        },
        "dice_banks": {
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
        },
        "cinematic": {
            "mode": OptionText(
                translate("OptionTexts", "How cards are drawn"),
                translate(
                    "OptionTexts",
                    "Every test draws from the deck, or players hold a hand and choose a card.",
                ),
                {
                    "direct_draw": translate("OptionTexts", "Draw for every test"),
                    "hand_management": translate("OptionTexts", "Play from a hand"),
                },
            ),
            "success_when": OptionText(
                translate("OptionTexts", "A test succeeds when the total"),
                translate("OptionTexts", "Compared with the Difficulty."),
                {
                    "greater": translate("OptionTexts", "Beats the Difficulty"),
                    "at_least": translate("OptionTexts", "Meets or beats it"),
                },
            ),
            "second_card": OptionText(
                translate("OptionTexts", "A second card"),
                translate("OptionTexts", "What a card drawn after an ace, a 10 or a joker counts."),
                {
                    "plain": translate("OptionTexts", "Its plain value (a face 5, an ace 1)"),
                    "chain": translate("OptionTexts", "Its own rule, as a first card"),
                },
            ),
            "ace": OptionText(
                translate("OptionTexts", "An ace"),
                translate("OptionTexts", "How an ace and the card after it make the total."),
                {
                    "minus_second": translate("OptionTexts", "Attribute + Skill − the second card"),
                    "one_minus_second": translate("OptionTexts", "1 − the second card"),
                },
            ),
            "natural_ten": OptionText(
                translate("OptionTexts", "A natural 10"),
                translate("OptionTexts", "How a 10 and the card after it make the total."),
                {
                    "ten_plus_second": translate("OptionTexts", "10 + the second card"),
                    "second_only": translate("OptionTexts", "The second card replaces the 10"),
                },
            ),
            "joker_total": OptionText(
                translate("OptionTexts", "A joker's total"),
                translate(
                    "OptionTexts",
                    "The second card's colour decides a joker's test; the total shown is "
                    "Attribute + Skill, or adds the second card's value too.",
                ),
                {
                    "attribute_plus_skill": translate("OptionTexts", "Attribute + Skill"),
                    "plus_second": translate("OptionTexts", "Attribute + Skill + the second card"),
                },
            ),
            "reshuffle": OptionText(
                translate("OptionTexts", "Shuffling back"),
                translate("OptionTexts", "When spent cards go back into the draw pile."),
                {
                    "when_empty": translate("OptionTexts", "When the draw pile is empty"),
                    "each_test": translate("OptionTexts", "After every test"),
                },
            ),
            "deck_peek": OptionText(
                translate("OptionTexts", "A power that sees a card of the deck"),
                translate("OptionTexts", "Which card it sees; the card stays where it is."),
                {
                    "top": translate("OptionTexts", "The top card"),
                    "peeker_picks": translate("OptionTexts", "One the peeking player picks"),
                    "chronicler_picks": translate("OptionTexts", "One the Chronicler picks"),
                },
            ),
            "curse_overflow": OptionText(
                translate("OptionTexts", "A curse bigger than the hand"),
                translate(
                    "OptionTexts",
                    "A curse that takes more cards than the hand holds empties it; the rest "
                    "either carries over (the next hand is dealt that many short) or is lost.",
                ),
                {
                    "carry_over": translate("OptionTexts", "The rest carries over"),
                    "lost": translate("OptionTexts", "The rest is lost"),
                },
            ),
            "starting_hand": OptionText(
                translate("OptionTexts", "Starting hand"),
                translate("OptionTexts", "Cards in a starting hand before luck, 0 to 20."),
            ),
            "chronicler_hand": OptionText(
                translate("OptionTexts", "The Chronicler holds a hand"),
                translate(
                    "OptionTexts",
                    "When players play from a hand, the Chronicler holds one too (so Insight "
                    "can look at it), or always draws from the draw pile.",
                ),
            ),
        },
    }
