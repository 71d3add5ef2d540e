"""The preflight report: what will not print well, per card, shown before export.

Each problem names the card by its position in the list given to the renderer
(``card``, from 0) and by its title, and the field it concerns. ``message()``
gives an English line for the command line; the GUI can build its own
translated text from the fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field

PREFERRED_DPI = 300


@dataclass(frozen=True, slots=True)
class Overflow:
    """Text that did not fit its box even at the minimum size; the rest was cut."""

    card: int
    title: str
    field: str
    overflow_mm: float

    def message(self) -> str:
        return (
            f"card {self.card + 1} “{self.title}”: the {self.field} is "
            f"{self.overflow_mm:.1f} mm too long to fit even at 6 pt; shorten it"
        )


@dataclass(frozen=True, slots=True)
class LowResolution:
    """An image that prints below 300 dots per inch at its size on the card."""

    card: int
    title: str
    field: str
    dpi: int

    def message(self) -> str:
        return (
            f"card {self.card + 1} “{self.title}”: the {self.field} prints at {self.dpi} dpi "
            f"(below {PREFERRED_DPI}); it may look blurred"
        )


@dataclass(frozen=True, slots=True)
class UnreadableImage:
    """Image bytes that do not decode; the card prints with an empty frame."""

    card: int
    title: str
    field: str
    reason: str

    def message(self) -> str:
        return (
            f"card {self.card + 1} “{self.title}”: the {self.field} cannot be read ({self.reason})"
        )


@dataclass(frozen=True, slots=True)
class MissingGlyphs:
    """Characters the embedded fonts have no shape for; they would print as empty boxes."""

    card: int
    title: str
    field: str
    characters: str

    def message(self) -> str:
        return (
            f"card {self.card + 1} “{self.title}”: the {self.field} has characters the card "
            f"font cannot print: {' '.join(self.characters)}"
        )


@dataclass(frozen=True, slots=True)
class SheetWarning:
    """Something about the sheet rather than a card (margins, marks, back offset).

    ``card`` is -1, so these come first; ``text`` is the English line.
    """

    text: str
    card: int = -1
    title: str = ""
    field: str = "sheet"

    def message(self) -> str:
        return self.text


Problem = Overflow | LowResolution | UnreadableImage | MissingGlyphs | SheetWarning


@dataclass(frozen=True, slots=True)
class Continued:
    """A card too full for its fields, printed on ``cards`` cards instead: nothing is lost.

    ``card`` is the first of them; ``field`` the first field moved on, followed by
    ``more_fields`` others.
    """

    card: int
    title: str
    field: str
    more_fields: int
    cards: int

    def message(self) -> str:
        rest = f" and {self.more_fields} more field{'s' if self.more_fields != 1 else ''}"
        moved = f"{self.field}{rest} continue" if self.more_fields else f"{self.field} continues"
        onto = "a second card" if self.cards == 2 else f"{self.cards - 1} more cards"
        return f"card {self.card + 1} “{self.title}”: card full: {moved} on {onto}"


@dataclass
class Preflight:
    """Every problem found while laying out the cards, in card order, and what was made."""

    problems: list[Problem] = field(default_factory=list)
    cards: int = 0
    pages: int = 0
    continued: list[Continued] = field(default_factory=list)
    """Cards that went on over more cards: not a problem (nothing is lost), but said."""

    @property
    def ok(self) -> bool:
        """Nothing will print worse than designed (continued cards are not a problem)."""
        return not self.problems

    @property
    def empty(self) -> bool:
        """Nothing at all to say: no problem and no card continued."""
        return not self.problems and not self.continued

    @property
    def overflows(self) -> list[Overflow]:
        return [p for p in self.problems if isinstance(p, Overflow)]

    @property
    def low_resolution(self) -> list[LowResolution]:
        return [p for p in self.problems if isinstance(p, LowResolution)]

    @property
    def missing_glyphs(self) -> list[MissingGlyphs]:
        return [p for p in self.problems if isinstance(p, MissingGlyphs)]

    @property
    def unreadable_images(self) -> list[UnreadableImage]:
        return [p for p in self.problems if isinstance(p, UnreadableImage)]

    def messages(self) -> list[str]:
        """A line for each problem (continued cards are in :meth:`notes`)."""
        return [problem.message() for problem in self.problems]

    def notes(self) -> list[str]:
        """A line for each card continued on more cards."""
        return [note.message() for note in self.continued]
