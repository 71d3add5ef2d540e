"""The Table Options dialog's words for the Cinematic cards options: a human label, a short
explanation and a name for each choice — what a game master reads (the options' ``help``
cites the rules, for the docs and the tooltips)."""

from __future__ import annotations

from deskapp.core.i18n import translate
from deskapp.core.options import OptionText


def option_words() -> dict[str, OptionText]:
    """Per option key: its words (translated when called)."""
    return {
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
    }
