"""The words of the Table Options dialog: a human label, a short explanation and a name
for each choice of every system's table options.

The options' declarations (``option(help=...)``) cite the rules for the docs and the
tooltips; these are what a game master reads. An option missing here falls back to its
key, so a new option still shows (and a test lists it as missing words).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication


def _(text: str) -> str:
    return QCoreApplication.translate("OptionTexts", text)


@dataclass(frozen=True)
class OptionText:
    label: str
    explanation: str
    choices: dict[str, str] = field(default_factory=dict)


def option_texts() -> dict[str, dict[str, OptionText]]:
    """Per system, per option key: its words (translated when called)."""
    return {
        "agents": {
            "step": OptionText(
                _("Cards per level"),
                _(
                    "How many complications raise the Threat one level, and how many successes "
                    "make a milestone. Default: the number of agents, at least 3."
                ),
            ),
            "final_level": OptionText(
                _("Mission ends at"),
                _(
                    "The Threat level or milestone count that ends the mission. Type a number "
                    "(4 by default), or let the number of agents or their average number of "
                    "aspects decide (at least 4)."
                ),
                {"agents": _("the number of agents"), "aspects": _("the agents' aspects")},
            ),
            "disadvantage_draw": OptionText(
                _("Negative aspects"),
                _("What a negative aspect does when it is used against its agent."),
                {
                    "both": _("Draws a card, and exhausting it removes a success"),
                    "extra_card": _("Only draws a card"),
                    "remove_success": _("Only removes a success when exhausted"),
                },
            ),
            "grading": OptionText(
                _("How well the mission went"),
                _(
                    "Whether Card Desk grades the mission's end (clean, narrow or normal "
                    "success or failure) from the score, or the Coordinator does."
                ),
                {"thirds": _("Card Desk grades it by thirds"), "coordinator": _("The Coordinator")},
            ),
            "tie_break": OptionText(
                _("A tied scene opening"),
                _("Who decides how a scene opens when both sides' totals are equal."),
                {
                    "coordinator": _("The Coordinator decides"),
                    "first_card": _("The scene's first card decides"),
                },
            ),
            "deck": OptionText(
                _("The deck"),
                _("The cards the group plays with."),
                {
                    "standard52": _("A standard 52-card deck"),
                    "standard54": _("52 cards and two jokers"),
                    "red_black": _("A custom deck of red and black cards"),
                },
            ),
            "threat_cards": OptionText(
                _("Threat level cards"),
                _(
                    "Whether the Coordinator lays each Threat level card face up for all to "
                    "see, or face down: then the track shows the level only once turned over."
                ),
                {"face_up": _("Face up"), "face_down": _("Face down")},
            ),
            "rest_marks": OptionText(
                _("A level reached by rest marks"),
                _(
                    "When a Threat level reached only through rest marks counts, for the "
                    "threat factors and the mission's outcome alike."
                ),
                {"next_scene": _("From the next scene"), "at_once": _("At once")},
            ),
            "black": OptionText(_("Black cards"), _("For a custom deck: how many are black.")),
            "red": OptionText(_("Red cards"), _("For a custom deck: how many are red.")),
        },
        "founders": {
            "contest_tie": OptionText(
                _("A tied contest"),
                _("What happens when both sides of a contest have the same total."),
                {"tie": _("It stays a tie"), "defender_wins": _("The defender wins")},
            ),
            "contest_special_rolls": OptionText(
                _("Snake eyes and boxcars in a contest"),
                _("What a double 1 or a double 6 does in a contest."),
                {
                    "circumstance": _("Adds its circumstance; the totals decide"),
                    "decide": _("Also loses or wins the contest, as in a check"),
                    "ignore": _("Counts only as its total"),
                },
            ),
            "contest_loser_gains_adversity": OptionText(
                _("The loser of a contest takes Adversity"),
                _("A Founder who loses a contest has failed and receives an Adversity Token."),
            ),
        },
        "dice_banks": {
            "critical_failure": OptionText(
                _("Critical failure"),
                _(
                    "A roll without successes is a critical failure when its dice show faces "
                    "in the skill's critical range:"
                ),
                {"any_die": _("Any die in the range"), "every_die": _("Every die in the range")},
            ),
            "high_ratings": OptionText(
                _("Ratings above 10"),
                _(
                    "The written thresholds stop working above 10: roll such a rating as 10 "
                    "(success and explosion on 5+), or keep ratings to 10 at this table."
                ),
                {"as_ten": _("Roll it as 10"), "refuse": _("Refuse ratings above 10")},
            ),
        },
        "cinematic": {
            "mode": OptionText(
                _("How cards are drawn"),
                _("Every test draws from the deck, or players hold a hand and choose a card."),
                {"direct_draw": _("Draw for every test"), "hand_management": _("Play from a hand")},
            ),
            "success_when": OptionText(
                _("A test succeeds when the total"),
                _("Compared with the Difficulty."),
                {"greater": _("Beats the Difficulty"), "at_least": _("Meets or beats it")},
            ),
            "second_card": OptionText(
                _("A second card"),
                _("What a card drawn after an ace, a 10 or a joker counts."),
                {
                    "plain": _("Its plain value (a face 5, an ace 1)"),
                    "chain": _("Its own rule, as a first card"),
                },
            ),
            "ace": OptionText(
                _("An ace"),
                _("How an ace and the card after it make the total."),
                {
                    "minus_second": _("Attribute + Skill − the second card"),
                    "one_minus_second": _("1 − the second card"),
                },
            ),
            "natural_ten": OptionText(
                _("A natural 10"),
                _("How a 10 and the card after it make the total."),
                {
                    "ten_plus_second": _("10 + the second card"),
                    "second_only": _("The second card replaces the 10"),
                },
            ),
            "joker_total": OptionText(
                _("A joker's total"),
                _("The second card's colour decides a joker's test; the total shown is:"),
                {
                    "attribute_plus_skill": _("Attribute + Skill"),
                    "plus_second": _("Attribute + Skill + the second card"),
                },
            ),
            "reshuffle": OptionText(
                _("Shuffling back"),
                _("When spent cards go back into the draw pile."),
                {
                    "when_empty": _("When the draw pile is empty"),
                    "each_test": _("After every test"),
                },
            ),
            "deck_peek": OptionText(
                _("A power that sees a card of the deck"),
                _("Which card it sees; the card stays where it is."),
                {
                    "top": _("The top card"),
                    "peeker_picks": _("One the peeking player picks"),
                    "chronicler_picks": _("One the Chronicler picks"),
                },
            ),
            "curse_overflow": OptionText(
                _("A curse bigger than the hand"),
                _(
                    "A curse that takes more cards than the hand holds empties it; the rest "
                    "either carries over (the next hand is dealt that many short) or is lost."
                ),
                {"carry_over": _("The rest carries over"), "lost": _("The rest is lost")},
            ),
            "starting_hand": OptionText(
                _("Starting hand"),
                _("Cards in a starting hand before luck, 0 to 20."),
            ),
            "chronicler_hand": OptionText(
                _("The Chronicler holds a hand"),
                _(
                    "When players play from a hand, the Chronicler holds one too (so Insight "
                    "can look at it), or always draws from the draw pile."
                ),
            ),
        },
    }
