"""The cinematic group of the demo campaign, and its session in progress."""

from __future__ import annotations

from deskapp.core.systems import DemoGroup, DemoSession
from deskapp.systems.cinematic.sheet import Blessing, CinematicCharacter


def _cinematic() -> list[CinematicCharacter]:
    return [
        CinematicCharacter(
            "Élodie Lefèvre",
            (
                ("Force", 2),
                ("Dextérité", 4),
                ("Constitution", 3),
                ("Intelligence", 3),
                ("Perception", 4),
                ("Volonté", 2),
            ),
            (("Escrime", 4), ("Acrobatie", 3), ("Séduction", 2)),
            luck=2,
            notes="Voleuse au grand cœur, recherchée à Marseille.",
            blessings=(Blessing("Bénédiction de Notre-Dame", 2),),
        ),
        CinematicCharacter(
            "Gaëtan Bérénger",
            (
                ("Force", 4),
                ("Dextérité", 2),
                ("Constitution", 4),
                ("Intelligence", 2),
                ("Perception", 2),
                ("Volonté", 3),
            ),
            (("Bagarre", 4), ("Armes à feu", 3), ("Mécanique", 2)),
            luck=-1,
            notes="Ancien légionnaire ; doit une faveur à la Chronique.",
            blessings=(Blessing("Mauvais œil", -1),),
        ),
        CinematicCharacter(
            "Noël Œillet",
            (
                ("Force", 1),
                ("Dextérité", 2),
                ("Constitution", 2),
                ("Intelligence", 5),
                ("Perception", 3),
                ("Volonté", 5),
            ),
            (("Occultisme", 5), ("Vision astrale", 3), ("Latin", 4)),
            luck=0,
            notes="Mage ; connaît la Vision astrale et la Perspicacité (U-40).",
        ),
    ]


SESSION = DemoSession(
    "Soirée à Marseille",
    ("Élodie Lefèvre", "Gaëtan Bérénger", "Noël Œillet"),
    (
        {
            "do": "test",
            "player": "Élodie Lefèvre",
            "attribute": 4,
            "skill": 4,
            "drawn": ["QH", "4C"],
            "attribute_name": "Dextérité",
            "skill_name": "Escrime",
        },
        {
            "do": "test",
            "player": "Gaëtan Bérénger",
            "attribute": 4,
            "skill": 4,
            "drawn": ["AS", "7D"],
            "attribute_name": "Force",
            "skill_name": "Bagarre",
        },
        {
            "do": "test",
            "player": "Noël Œillet",
            "attribute": 5,
            "skill": 5,
            "drawn": ["10H", "6S"],
            "attribute_name": "Intelligence",
            "skill_name": "Occultisme",
        },
    ),
)


FINISHED = DemoSession(
    "Prologue à Lyon",
    ("Élodie Lefèvre", "Noël Œillet"),
    (
        {
            "do": "test",
            "player": "Élodie Lefèvre",
            "attribute": 4,
            "skill": 4,
            "attribute_name": "Dextérité",
            "skill_name": "Escrime",
        },
        {
            "do": "test",
            "player": "Noël Œillet",
            "attribute": 5,
            "skill": 5,
            "attribute_name": "Intelligence",
            "skill_name": "Occultisme",
        },
    ),
)


def demo_group() -> DemoGroup:
    return DemoGroup(tuple(_cinematic()), None, SESSION, FINISHED)
