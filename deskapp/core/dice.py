"""Where dice faces come from: an injected random generator, or real dice entered by hand.

Rules never roll for themselves: they ask a :class:`Dice` for faces, so every rule
can be tested with fixed faces and the app can mirror dice rolled at the table.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from typing import Protocol

from deskapp.core.errors import UserError
from deskapp.core.i18n import translate


class DiceError(UserError):
    """Too few entered faces, or a face that the die cannot show."""


class Dice(Protocol):
    def roll(self, count: int, sides: int) -> list[int]:
        """``count`` faces of ``sides``-sided dice, each 1 … sides."""
        ...


class RandomDice:
    """Dice rolled by a random generator: ``random.SystemRandom`` unless one is injected."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng: random.Random = rng if rng is not None else random.SystemRandom()

    def roll(self, count: int, sides: int) -> list[int]:
        return [self.rng.randint(1, sides) for _ in range(count)]


class EnteredDice:
    """Mirror mode: faces read off real dice, handed out in the order they were entered.

    Given ``sides``, every face is checked at once, so a typing mistake is
    reported before anything is rolled.
    """

    def __init__(self, faces: Iterable[int], sides: int | None = None) -> None:
        self.faces = list(faces)
        self.used = 0
        if sides is not None:
            for face in self.faces:
                _check_face(face, sides)

    def roll(self, count: int, sides: int) -> list[int]:
        remaining = len(self.faces) - self.used
        if count > remaining:
            raise DiceError(
                translate(
                    "Dice",
                    "too few dice faces: {count} more needed, {remaining} left of the {entered} "
                    "entered",
                ).format(count=count, remaining=remaining, entered=len(self.faces))
            )
        faces = self.faces[self.used : self.used + count]
        for face in faces:
            _check_face(face, sides)
        self.used += count
        return faces

    @property
    def unused(self) -> list[int]:
        return self.faces[self.used :]


def _check_face(face: int, sides: int) -> None:
    if not 1 <= face <= sides:
        raise DiceError(
            translate("Dice", "a d{sides} cannot show {face}: faces run from 1 to {sides}").format(
                sides=sides, face=face
            )
        )


def parse_faces(text: str) -> list[int]:
    """Faces typed as ``"3 4"`` or ``"10,7,2"``; anything else is a DiceError naming the token."""
    faces = []
    for token in re.split(r"[\s,]+", text.strip()):
        if not token:
            continue
        # No die has a thousand faces: a longer token is refused before int() reads it.
        if not (token.isascii() and token.isdigit()) or len(token) > 3:
            shown = token if len(token) <= 12 else f"a number of {len(token):,} digits"
            raise DiceError(
                translate(
                    "Dice", "'{shown}' is not a die face: write whole numbers such as 3 4"
                ).format(shown=shown)
            )
        faces.append(int(token))
    return faces
