"""The cinematic group of the demo campaign, and its session in progress.

Every text is given in Czech, French and English side by side (``say(cs, fr, en)``); the
attributes are the six a new character gets, in the language's own words. The adventure is
set in Marseille and the characters keep their French names in every language (they are
their own).
"""

from __future__ import annotations

from typing import Any

from deskapp.core.demo import in_language
from deskapp.core.i18n import translate_in
from deskapp.core.systems import DemoGroup, DemoSession
from deskapp.systems.cinematic.sheet import UNISYSTEM_ATTRIBUTES, Blessing, CinematicCharacter

ELODIE, GAETAN, NOEL = "Élodie Lefèvre", "Gaëtan Bérénger", "Noël Œillet"


def demo_group(language: str) -> DemoGroup:
    say = in_language(language)
    attributes = tuple(
        translate_in(language, "CinematicSheet", name) for name in UNISYSTEM_ATTRIBUTES
    )
    strength, dexterity, _, intelligence, _, _ = attributes

    def rated(*ratings: int) -> tuple[tuple[str, int], ...]:
        """The six attributes' ratings, in the order a new character lists them."""
        return tuple(zip(attributes, ratings, strict=True))

    fencing = say("Šerm", "Escrime", "Fencing")
    brawling = say("Rvačka", "Bagarre", "Brawling")
    occultism = say("Okultismus", "Occultisme", "Occultism")
    characters = (
        CinematicCharacter(
            ELODIE,
            rated(2, 4, 3, 3, 4, 2),
            (
                (fencing, 4),
                (say("Akrobacie", "Acrobatie", "Acrobatics"), 3),
                (say("Svádění", "Séduction", "Seduction"), 2),
            ),
            luck=2,
            notes=say(
                "Zlodějka se zlatým srdcem, hledaná v Marseille.",
                "Voleuse au grand cœur, recherchée à Marseille.",
                "A thief with a heart of gold, wanted in Marseille.",
            ),
            blessings=(
                Blessing(
                    say(
                        "Požehnání Panny Marie", "Bénédiction de Notre-Dame", "Blessing of Our Lady"
                    ),
                    2,
                ),
            ),
        ),
        CinematicCharacter(
            GAETAN,
            rated(4, 2, 4, 2, 2, 3),
            (
                (brawling, 4),
                (say("Střelba", "Armes à feu", "Firearms"), 3),
                (say("Mechanika", "Mécanique", "Mechanics"), 2),
            ),
            luck=-1,
            notes=say(
                "Bývalý legionář; dluží Kronice službu.",
                "Ancien légionnaire ; doit une faveur à la Chronique.",
                "A former legionnaire; owes the Chronicle a favour.",
            ),
            blessings=(Blessing(say("Zlé oko", "Mauvais œil", "Evil eye"), -1),),
        ),
        CinematicCharacter(
            NOEL,
            rated(1, 2, 2, 5, 3, 5),
            (
                (occultism, 5),
                (say("Astrální vidění", "Vision astrale", "Astral sight"), 3),
                (say("Latina", "Latin", "Latin"), 4),
            ),
            luck=0,
            notes=say(
                "Mág; ovládá astrální vidění a prohlédne každou lež.",
                "Mage ; maîtrise la vision astrale et perce à jour tous les mensonges.",
                "A mage; masters astral sight and sees through every lie.",
            ),
        ),
    )
    session = DemoSession(
        say("Večer v Marseille", "Soirée à Marseille", "An evening in Marseille"),
        (ELODIE, GAETAN, NOEL),
        (
            _test(ELODIE, dexterity, 4, fencing, 4, ["QH", "4C"]),
            _test(GAETAN, strength, 4, brawling, 4, ["AS", "7D"]),
            _test(NOEL, intelligence, 5, occultism, 5, ["10H", "6S"]),
        ),
    )
    finished = DemoSession(
        say("Prolog v Lyonu", "Prologue à Lyon", "Prologue in Lyon"),
        (ELODIE, NOEL),
        (
            _test(ELODIE, dexterity, 4, fencing, 4),
            _test(NOEL, intelligence, 5, occultism, 5),
        ),
    )
    return DemoGroup(characters, None, session, finished)


def _test(
    player: str,
    attribute_name: str,
    attribute: int,
    skill_name: str,
    skill: int,
    drawn: list[str] | None = None,
) -> dict[str, Any]:
    """A test of a demo session; ``drawn``: the cards the real deck turned over (mirror)."""
    return {
        "do": "test",
        "player": player,
        "attribute": attribute,
        "skill": skill,
        **({"drawn": drawn} if drawn is not None else {}),
        "attribute_name": attribute_name,
        "skill_name": skill_name,
    }
