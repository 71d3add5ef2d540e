"""The cinematic group of the demo campaign, and its session in progress.

Every text is given in Czech, French and English side by side (``say(cs, fr, en)``); the
attributes are the six a new character gets, in the language's own words. The adventure is
set in Marseille and the characters keep their French names in every language (they are
their own).
"""

from __future__ import annotations

from deskapp.core.demo import in_language
from deskapp.core.i18n import translate_in
from deskapp.core.systems import DemoGroup, DemoSession
from deskapp.systems.cinematic.sheet import UNISYSTEM_ATTRIBUTES, Blessing, CinematicCharacter

ELODIE, GAETAN, NOEL = "Élodie Lefèvre", "Gaëtan Bérénger", "Noël Œillet"


def demo_group(language: str) -> DemoGroup:
    say = in_language(language)
    strength, dexterity, constitution, intelligence, perception, willpower = (
        translate_in(language, "CinematicSheet", name) for name in UNISYSTEM_ATTRIBUTES
    )
    fencing = say("Šerm", "Escrime", "Fencing")
    brawling = say("Rvačka", "Bagarre", "Brawling")
    occultism = say("Okultismus", "Occultisme", "Occultism")
    characters = (
        CinematicCharacter(
            ELODIE,
            (
                (strength, 2),
                (dexterity, 4),
                (constitution, 3),
                (intelligence, 3),
                (perception, 4),
                (willpower, 2),
            ),
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
            (
                (strength, 4),
                (dexterity, 2),
                (constitution, 4),
                (intelligence, 2),
                (perception, 2),
                (willpower, 3),
            ),
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
            (
                (strength, 1),
                (dexterity, 2),
                (constitution, 2),
                (intelligence, 5),
                (perception, 3),
                (willpower, 5),
            ),
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
            {
                "do": "test",
                "player": ELODIE,
                "attribute": 4,
                "skill": 4,
                "drawn": ["QH", "4C"],
                "attribute_name": dexterity,
                "skill_name": fencing,
            },
            {
                "do": "test",
                "player": GAETAN,
                "attribute": 4,
                "skill": 4,
                "drawn": ["AS", "7D"],
                "attribute_name": strength,
                "skill_name": brawling,
            },
            {
                "do": "test",
                "player": NOEL,
                "attribute": 5,
                "skill": 5,
                "drawn": ["10H", "6S"],
                "attribute_name": intelligence,
                "skill_name": occultism,
            },
        ),
    )
    finished = DemoSession(
        say("Prolog v Lyonu", "Prologue à Lyon", "Prologue in Lyon"),
        (ELODIE, NOEL),
        (
            {
                "do": "test",
                "player": ELODIE,
                "attribute": 4,
                "skill": 4,
                "attribute_name": dexterity,
                "skill_name": fencing,
            },
            {
                "do": "test",
                "player": NOEL,
                "attribute": 5,
                "skill": 5,
                "attribute_name": intelligence,
                "skill_name": occultism,
            },
        ),
    )
    return DemoGroup(characters, None, session, finished)
