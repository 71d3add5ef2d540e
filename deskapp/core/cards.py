"""Playing cards: the card value object, its notation, and the standard decks.

Notation (parsed case-insensitively, printed canonically):
rank ``A 2 3 … 10 J Q K`` (``T`` is accepted for ten) followed by suit ``S H D C``
(the symbols ♠ ♥ ♦ ♣ are accepted too): ``10H``, ``KS``, ``AD``; jokers ``RJ`` and
``BJ``. Custom red/black decks (rules/agents.md "What the deck is") are made of
plain colour cards ``R1 … Rn`` and ``B1 … Bn``: only their colour matters.

The notation is the stored data format (files, events, ``--json``); people never read
it. :attr:`Card.label` writes a card as the players name it, in the language of the
moment: the rank's letter there (Czech and French write the queen ``D``, French the
jack ``V`` and the king ``R``) and the suit symbol, ``D♥``. :func:`parse_card` reads
what people type: the codes, the symbols and the Czech and French letters alike (issue 27).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from functools import cache, lru_cache
from typing import Any

from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate, translate_in
from deskapp.core.wording import quoted


class CardNotationError(UserError, ValueError):
    """A token that is not a card in our notation."""


class DeckSpecError(UserError, ValueError):
    """A deck that cannot be made: an unknown kind or impossible card counts."""


class Colour(Enum):
    RED = "red"
    BLACK = "black"

    @property
    def letter(self) -> str:
        return "R" if self is Colour.RED else "B"


class Suit(Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def colour(self) -> Colour:
        return Colour.RED if self in (Suit.HEARTS, Suit.DIAMONDS) else Colour.BLACK

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def word(self) -> str:
        """The suit's name in the language of the moment: ``hearts``, ``srdce``, ``cœur``."""
        return translate("CardSuits", _SUIT_WORDS[self])


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_WORDS = {
    Suit.SPADES: QT_TRANSLATE_NOOP("CardSuits", "spades"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("CardSuits", "hearts"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("CardSuits", "diamonds"),
    Suit.CLUBS: QT_TRANSLATE_NOOP("CardSuits", "clubs"),
}


def suit_letters() -> str:
    """The letters typed for the suits, each with its symbol and its name in the language
    of the moment: ``S ♠ piky · H ♥ srdce · D ♦ káry · C ♣ kříže``. The letters are the
    English ones in every language, and two meet the players' own words the wrong way
    round (Czech *srdce* and French *cœur* are hearts), so every place where cards are
    typed says what each letter means."""
    return " · ".join(f"{suit.value} {suit.symbol} {suit.word}" for suit in Suit)


class Rank(IntEnum):
    """Card ranks with their face value (ace low, king 13)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS.get(self, str(int(self)))

    @property
    def letter(self) -> str:
        """The rank as the players write it: ``Q`` in English, ``D`` in Czech and French."""
        if self in _RANK_LETTERS:
            return translate("CardRanks", _RANK_LETTERS[self])
        return str(int(self))

    def letter_in(self, language: str) -> str:
        """The rank as the players of ``language`` write it (a printed card's index)."""
        if self in _RANK_LETTERS:
            return translate_in(language, "CardRanks", _RANK_LETTERS[self])
        return str(int(self))

    @property
    def is_face(self) -> bool:
        return self >= Rank.JACK


_RANK_SYMBOLS = {Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}
# Each language's letter of an ace, jack, queen and king, in a context of their own.
_RANK_LETTERS = {
    Rank.ACE: QT_TRANSLATE_NOOP("CardRanks", "A"),
    Rank.JACK: QT_TRANSLATE_NOOP("CardRanks", "J"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("CardRanks", "Q"),
    Rank.KING: QT_TRANSLATE_NOOP("CardRanks", "K"),
}
# The English letters, ``T`` for ten, and the Czech and French letters other than the
# English ones: V valet, D dáma / dame, R roi. ``D`` as a suit stays diamonds: the rank is
# read before the last character, so ``10D`` is the ten of diamonds, ``DD`` their queen.
_RANK_BY_SYMBOL = (
    {rank.symbol: rank for rank in Rank}
    | {"T": Rank.TEN}
    | {"V": Rank.JACK, "D": Rank.QUEEN, "R": Rank.KING}
)
_SUIT_BY_SYMBOL = (
    {suit.value: suit for suit in Suit}
    | {symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()}
    | {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
)
# At most 6 digits: int() is never asked to read a 5,000-digit number (a deck is far smaller).
_PLAIN_CARD = re.compile(r"([RB])([1-9][0-9]{0,5})")


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card.

    A suited card has a rank and a suit; a joker has only a colour; a plain colour
    card (custom red/black decks) has a colour and a serial number.
    """

    colour: Colour
    rank: Rank | None = None
    suit: Suit | None = None
    serial: int = 0
    notation: str = field(init=False, repr=False, compare=False)
    """The card as it is stored and typed: ``QH``, ``10S``, ``RJ``, ``B7``. Written once when
    the card is made (each card is made once, see :func:`suited`): a test's outcome names
    its cards by it, so reopening a long evening asked for it thousands of times."""

    _hash: int = field(init=False, repr=False, compare=False)
    _index: tuple[str, str] | None = field(init=False, repr=False, compare=False)
    """A suited card's :attr:`label` in two parts: its rank's letter still to translate ("" for
    a number) and the rest (``("Q", "♥")``, ``("", "7♥")``); None for a joker or plain card."""

    def __post_init__(self) -> None:
        index = None
        if self.suit is not None and self.rank is not None:
            notation = f"{self.rank.symbol}{self.suit.value}"
            letter = _RANK_LETTERS.get(self.rank, "")
            index = (letter, self.suit.symbol if letter else f"{int(self.rank)}{self.suit.symbol}")
        elif self.serial:
            notation = f"{self.colour.letter}{self.serial}"
        else:
            notation = f"{self.colour.letter}J"
        object.__setattr__(self, "notation", notation)
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_hash", hash((self.colour, self.rank, self.suit, self.serial)))

    def __hash__(self) -> int:
        # Worked out once: an enum's hash is a Python call, three per card, and every card
        # a test draws is looked up in a set of the deck.
        return self._hash

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        """A card never changes: a copied pile, log or state shares it (far cheaper)."""
        return self

    @property
    def is_joker(self) -> bool:
        return self.suit is None and self.serial == 0

    @property
    def is_red(self) -> bool:
        return self.colour is Colour.RED

    @property
    def label(self) -> str:
        """The card as people read it, on screens and in messages: the rank's letter in
        the language of the moment and the suit symbol (``D♥`` in French, ``Q♥`` in
        English); a joker or a plain red/black card in words."""
        if self._index is not None:
            letter, rest = self._index
            return translate("CardRanks", letter) + rest if letter else rest
        black = self.colour.value == "black"
        if self.serial:
            if black:
                return translate("Cards", "black card {number}").format(number=self.serial)
            return translate("Cards", "red card {number}").format(number=self.serial)
        return translate("Cards", "black joker") if black else translate("Cards", "red joker")

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Card({self.notation!r})"


@cache
def suited(rank: Rank, suit: Suit) -> Card:
    return Card(suit.colour, rank, suit)


@cache
def joker(colour: Colour) -> Card:
    return Card(colour)


@cache
def plain(colour: Colour, serial: int) -> Card:
    if serial < 1:
        raise ValueError(f"a plain card's serial number starts at 1, not {serial}")
    return Card(colour, serial=serial)


def parse_card(token: str) -> Card:
    """Parse one card token such as ``10h``, ``KS``, ``Q♥``, ``D♥`` (dáma, dame), ``V♠``
    (valet), ``R♣`` (roi) or ``rj``."""
    return _parse_cached(token.strip().upper())


@lru_cache(maxsize=4096)
def _parse_cached(token: str) -> Card:
    if token in ("RJ", "BJ"):
        return joker(Colour.RED if token == "RJ" else Colour.BLACK)
    plain_match = _PLAIN_CARD.fullmatch(token)
    if plain_match:
        colour = Colour.RED if plain_match.group(1) == "R" else Colour.BLACK
        return plain(colour, int(plain_match.group(2)))
    rank = _RANK_BY_SYMBOL.get(token[:-1])
    suit = _SUIT_BY_SYMBOL.get(token[-1:])
    if rank is None or suit is None:
        raise CardNotationError(
            translate(
                "Cards",
                "'{value}' is not a card: write a rank ({ranks}) and a suit ({suits}), such as {cards} or {typed}, or RJ / BJ for a joker",
            ).format(
                value=quoted(token),
                suits=suit_letters(),
                ranks=", ".join((Rank.ACE.letter, "2–10", *(r.letter for r in Rank if r.is_face))),
                **examples("10H QS"),
            )
        )
    return suited(rank, suit)


def labels(cards: Iterable[Card], separator: str = " ") -> str:
    """Cards as people read them (:attr:`Card.label`), ``K♠ 3♥ 7♣``."""
    return separator.join(card.label for card in cards)


def label_of(notation: object) -> str:
    """A stored card as people read it (:attr:`Card.label`), or the text as stored if it is
    not a card (an old or damaged event is still shown)."""
    try:
        return parse_card(str(notation)).label
    except CardNotationError:
        return str(notation)


def examples(notations: str) -> dict[str, str]:
    """Suited cards as a hint shows them, in the language of the moment: ``cards`` with
    their symbols (``D♥ 10♠`` in French) and ``typed`` on a keyboard (``DH 10S``)."""
    cards = parse_cards(notations)
    typed = [f"{c.rank.letter}{c.suit.value}" for c in cards if c.rank is not None and c.suit]
    return {"cards": labels(cards), "typed": " ".join(typed)}


def parse_cards(text: str) -> list[Card]:
    """Parse cards separated by spaces or commas: ``"QH 4C, rj"``."""
    return [parse_card(token) for token in card_tokens(text)]


def card_tokens(text: str) -> list[str]:
    """The words of typed cards, each one card or not a card: ``["QH", "4C", "rj"]``."""
    return [token for token in re.split(r"[\s,]+", text.strip()) if token]


def standard_52() -> list[Card]:
    """The 52 suited cards in new-deck order: spades, hearts, diamonds, clubs, ace to king."""
    return [suited(rank, suit) for suit in Suit for rank in Rank]


def standard_54() -> list[Card]:
    """The 52 suited cards and the red and black jokers."""
    return [*standard_52(), joker(Colour.RED), joker(Colour.BLACK)]


def red_black(black: int = 26, red: int = 26) -> list[Card]:
    """A deck read only by colour (rules/agents.md, "What the deck is").

    The default 26 + 26 is a standard 52-card deck, so a mirrored draw can be typed
    as the real card (``QH``); any other mix is made of plain colour cards.
    """
    if black < 0 or red < 0:
        raise DeckSpecError(
            translate(
                "Cards", "a deck cannot hold a negative number of cards ({black} black, {red} red)"
            ).format(black=black, red=red)
        )
    if black + red == 0:
        raise DeckSpecError(translate("Cards", "a red/black deck needs at least one card"))
    if (black, red) == (26, 26):
        return standard_52()
    return [plain(Colour.BLACK, n) for n in range(1, black + 1)] + [
        plain(Colour.RED, n) for n in range(1, red + 1)
    ]


def notations(cards: Iterable[Card]) -> list[str]:
    return [card.notation for card in cards]


@dataclass(frozen=True, slots=True)
class DeckSpec:
    """What a deck is made of: a standard 54 or 52, or a red/black deck of counts."""

    kind: str = "standard54"
    black: int = 26
    red: int = 26

    KINDS = ("standard54", "standard52", "red_black")

    def __post_init__(self) -> None:
        if self.kind not in self.KINDS:
            raise DeckSpecError(
                translate("Cards", "unknown deck kind '{kind}': use one of {names}").format(
                    kind=self.kind, names=", ".join(self.KINDS)
                )
            )
        if self.kind == "red_black":
            red_black(self.black, self.red)  # validates the counts

    def cards(self) -> list[Card]:
        if self.kind == "standard54":
            return standard_54()
        if self.kind == "standard52":
            return standard_52()
        return red_black(self.black, self.red)

    def describe(self) -> str:
        if self.kind == "standard54":
            return translate("Cards", "a standard 54-card deck")
        if self.kind == "standard52":
            return translate("Cards", "a standard 52-card deck")
        return translate("Cards", "a red/black deck of {black} black and {red} red cards").format(
            black=self.black, red=self.red
        )

    def to_json(self) -> dict[str, object]:
        if self.kind == "red_black":
            return {"kind": self.kind, "black": self.black, "red": self.red}
        return {"kind": self.kind}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DeckSpec:
        kind = str(data.get("kind", ""))
        if kind == "red_black":
            return cls(kind, int(data["black"]), int(data["red"]))
        return cls(kind)


def first_repeated(cards: Iterable[Card]) -> Card | None:
    """The first card that comes again in ``cards`` (a deck holds each card once), or None."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            return card
        seen.add(card)
    return None
