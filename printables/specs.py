"""What a printed card shows, as plain frozen data: the input of the renderer.

A handful of types cover every face: a character card with a portrait, an
aspect card, a titled card built from fields (reserve, threat, milestone,
relationship, circumstance, character sheets, rules …), and a playing card.
:mod:`printables.kinds` builds the issue's named kinds from these. Nothing here
knows about the campaign model or Qt; the caller turns its data into specs.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from deskapp.core.cards import Card


class Icon(StrEnum):
    """Vector icons that mark a card's kind (drawn as shapes, never as font glyphs)."""

    CHARACTER = "character"
    ASPECT = "aspect"
    NEGATIVE = "negative"
    SPECIAL = "special"
    TEMPORARY = "temporary"
    LIMITING = "limiting"
    EQUIPMENT = "equipment"
    RELATIONSHIP = "relationship"
    RESERVE = "reserve"
    THREAT = "threat"
    THREAT_LEVEL = "threat_level"
    MILESTONE = "milestone"
    TRAIT = "trait"
    CONSEQUENCE = "consequence"
    CIRCUMSTANCE = "circumstance"
    DICE = "dice"
    CLAPPERBOARD = "clapperboard"
    RULES = "rules"
    CARDS = "cards"


class AspectKind(StrEnum):
    """The aspect kinds of rule A-02."""

    ORDINARY = "ordinary"
    NEGATIVE = "negative"
    SPECIAL = "special"
    TEMPORARY = "temporary"
    LIMITING = "limiting"
    EQUIPMENT = "equipment"

    @property
    def icon(self) -> Icon:
        return Icon.ASPECT if self is AspectKind.ORDINARY else Icon(self.value)

    @property
    def can_be_exhausted(self) -> bool:
        """A temporary aspect cannot be exhausted (A-15), so its card has no tick box."""
        return self is not AspectKind.TEMPORARY


@dataclass(frozen=True, slots=True)
class Back:
    """The design of a card back: a patterned field with an icon and a word.

    ``accent`` is a ``#rrggbb`` colour; by default the icon's colour.
    """

    title: str = ""
    icon: Icon = Icon.CARDS
    accent: str | None = None
    symmetric: bool = False
    """Looks the same turned 180° (playing cards: a back must not show which way is up);
    a symmetric back carries no word."""
    picture: bytes | None = None
    """A picture of the user's (PNG or JPEG) covering the whole back and its bleed, in
    place of the design."""


# Fields of a FieldCard, stacked from the top of its body.


@dataclass(frozen=True, slots=True)
class Text:
    """A paragraph (``\\n`` starts a new one), fitted to its share of the card.

    ``size`` is the designed size in points on a poker card; other sizes scale it.
    """

    text: str
    label: str = ""
    size: float = 9.5
    centred: bool = False
    italic: bool = False


@dataclass(frozen=True, slots=True)
class Bullets:
    """A bulleted list, for rules reference cards."""

    items: tuple[str, ...]
    label: str = ""
    size: float = 8.5


@dataclass(frozen=True, slots=True)
class WriteLines:
    """Ruled lines to write on; ``count=None`` fills the space left. ``entries`` pre-fill them."""

    count: int | None = None
    label: str = ""
    entries: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Track:
    """A row of tick boxes: a value track, a Scar, a bank's dice.

    ``name`` is printed beside the boxes; with ``write_in`` a blank line is left
    there to write a name on. ``numbers`` prints each box's value under it,
    starting at ``first``. ``label`` is a heading above, as for every field.
    """

    boxes: int
    name: str = ""
    ticked: int = 0
    write_in: bool = False
    numbers: bool = False
    first: int = 1
    label: str = ""


@dataclass(frozen=True, slots=True)
class Stats:
    """Rows of a name and a value; an empty value leaves a box to write in."""

    rows: tuple[tuple[str, str], ...]
    label: str = ""


@dataclass(frozen=True, slots=True)
class Checks:
    """Labelled tick boxes, one a row; ``marked`` pre-ticks one of them (by index)."""

    options: tuple[str, ...]
    marked: int | None = None
    label: str = ""


@dataclass(frozen=True, slots=True)
class BigValue:
    """A large number or word in the middle of the card (a Threat level, a milestone)."""

    value: str
    caption: str = ""
    label: str = ""


Field = Text | Bullets | WriteLines | Track | Stats | Checks | BigValue


@dataclass(frozen=True, slots=True)
class FieldCard:
    """A titled card: a coloured band with the kind word and icon, then fields."""

    title: str
    kind: str
    icon: Icon
    fields: tuple[Field, ...] = ()
    subtitle: str = ""
    footer: str = ""
    accent: str | None = None
    back: Back | None = None


@dataclass(frozen=True, slots=True)
class CharacterCard:
    """A character: name, portrait (PNG or JPEG bytes, optional), lines of text, stats.

    ``kind`` is the word in the band (Agent, Character …).
    """

    name: str
    kind: str
    subtitle: str = ""
    text: str = ""
    portrait: bytes | None = None
    stats: tuple[tuple[str, str], ...] = ()
    footer: str = ""
    icon: Icon = Icon.CHARACTER
    groups: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    """Ratings in labelled groups side by side (Attributes | Skills), in place of ``stats``."""
    accent: str | None = None
    back: Back | None = None


@dataclass(frozen=True, slots=True)
class AspectCard:
    """An aspect (A-02) or an equipment card (A-05): its text, its kind, a box for exhausted.

    ``title`` names the item of an equipment card; ``kind_word`` is the printed kind.
    """

    text: str
    kind: AspectKind
    kind_word: str
    exhausted_label: str
    title: str = ""
    footer: str = ""
    exhausted: bool = False
    accent: str | None = None
    back: Back | None = None


@dataclass(frozen=True, slots=True)
class PlayingCard:
    """A card of a printable deck: suited, joker, or a plain red/black card."""

    card: Card
    joker_word: str = "Joker"
    """The word down a joker's corner."""
    colour_word: str = ""
    """A plain card's colour, or a joker's name under its emblem ("Red joker")."""
    back: Back | None = None
    language: str = "en"
    """The language of the printed words, whose letters a court card's index uses (a
    French queen is a ``D``, as the French app and the players write it)."""


CardSpec = CharacterCard | AspectCard | FieldCard | PlayingCard


_TITLE_LENGTH = 40


def card_title(spec: CardSpec) -> str:
    """A short name for a card in the preflight report (a long aspect's first words)."""
    if isinstance(spec, CharacterCard):
        return spec.name
    if isinstance(spec, AspectCard):
        return shortened(spec.title or spec.text)
    if isinstance(spec, PlayingCard):
        return spec.card.label
    return spec.title


def shortened(text: str) -> str:
    """A long text's first words, to name a card by in a line."""
    if len(text) <= _TITLE_LENGTH:
        return text
    cut = text[:_TITLE_LENGTH].rsplit(" ", 1)[0] or text[:_TITLE_LENGTH]
    return f"{cut} …"
