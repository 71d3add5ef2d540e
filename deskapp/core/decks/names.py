"""Cards as the players name them: their rank letters in the language of the moment.

The app's notation (``QH``, ``10S``) is English; a Czech table calls a queen *dáma* and a
French one *dame*, and writes ``D♥``. :func:`card_name` writes a card so, with its suit
symbol; :func:`read_cards` reads what a game master types: the English codes, the suit
symbols and the Czech and French rank letters alike (issue 28).
"""

from __future__ import annotations

import re

from deskapp.core.cards import Card, CardNotationError, Rank, parse_card
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate

# Each language's letter of an ace, jack, queen and king, in a context of their own.
_LETTERS = {
    Rank.ACE: QT_TRANSLATE_NOOP("CardRanks", "A"),
    Rank.JACK: QT_TRANSLATE_NOOP("CardRanks", "J"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("CardRanks", "Q"),
    Rank.KING: QT_TRANSLATE_NOOP("CardRanks", "K"),
}
# Czech (J, D dáma, K) and French (V valet, D dame, R roi) letters other than the English ones.
_OTHER_LETTERS = {"V": "J", "D": "Q", "R": "K"}
_LEADING_LETTER = re.compile(r"([VDR])(.+)")


def rank_letter(rank: Rank) -> str:
    """``Q`` in English, ``D`` in Czech and French; a number card's number."""
    if rank in _LETTERS:
        return translate("CardRanks", _LETTERS[rank])
    return rank.symbol


def card_name(card: Card) -> str:
    """``D♥`` in French, ``Q♥`` in English; a joker or a plain red/black card in words."""
    if card.rank is not None and card.suit is not None:
        return f"{rank_letter(card.rank)}{card.suit.symbol}"
    return card.label


def card_names(cards: list[Card] | tuple[Card, ...]) -> str:
    return ", ".join(card_name(card) for card in cards)


def read_card(token: str) -> Card:
    """One card as typed: ``QH``, ``Q♥``, ``D♥`` (dáma, dame), ``V♠`` (valet), ``R♣`` (roi)."""
    try:
        return parse_card(token)
    except CardNotationError:
        found = _LEADING_LETTER.fullmatch(token.strip().upper())
        if found is None:
            raise
        try:
            return parse_card(_OTHER_LETTERS[found.group(1)] + found.group(2))
        except CardNotationError:
            raise CardNotationError(
                translate(
                    "Cards",
                    "'{value}' is not a card: write a rank and a suit, such as 10♥, {queen}♠ or 10H",
                ).format(value=token.strip(), queen=rank_letter(Rank.QUEEN))
            ) from None


def read_cards(text: str) -> list[Card]:
    """Cards separated by spaces or commas, each as :func:`read_card` reads it."""
    return [read_card(token) for token in re.split(r"[\s,]+", text.strip()) if token]
