"""The founders group of the demo campaign, and its session in progress.

Every text is given in Czech, French and English side by side (``say(cs, fr, en)``); the
founders keep their names in every language (they are the characters' own).
"""

from __future__ import annotations

from deskapp.core.demo import in_language
from deskapp.core.systems import DemoGroup, DemoSession
from deskapp.systems.founders.sheet import (
    Circumstance,
    Director,
    Founder,
    FoundersGameMaster,
    Scene,
    Tag,
)

AMELIE, TOMAS, HELENE = "Amélie Dubois", "Tomáš Král", "Hélène Šťastná"


def demo_group(language: str) -> DemoGroup:
    say = in_language(language)
    diplomat = say("Diplomatka", "Diplomate", "Diplomat")
    strong = say("Silný jako býk", "Fort comme un bœuf", "Strong as an ox")
    fog = say("Hustá mlha", "Brouillard épais", "Thick fog")
    harbour = say("Přístav v mlze", "Port embrumé", "Foggy harbour")
    founders = (
        Founder(
            AMELIE,
            (
                Tag(diplomat, 2),
                Tag(say("Zná staré mapy", "Cartographe", "Cartographer")),
            ),
            (Tag(say("Vyčerpaná", "Épuisée", "Worn out")),),
            adversity=1,
        ),
        Founder(TOMAS, (Tag(strong, 2), Tag(say("Tesař", "Charpentier", "Carpenter"))), ()),
        Founder(
            HELENE,
            (
                Tag(say("Léčitelka", "Guérisseuse", "Healer"), 2),
                Tag(say("Čte hvězdy", "Lit dans les étoiles", "Reads the stars")),
            ),
            (Tag(say("Zraněná noha", "Jambe blessée", "Injured leg"), 2),),
        ),
    )
    scene = Scene(
        harbour,
        (
            Circumstance(fog, "bad", 2),
            Circumstance(
                say("Spojenec v celnici", "Un allié à la douane", "An ally in customs"),
                "good",
                1,
            ),
            Circumstance(say("Rozbitý jeřáb", "Grue cassée", "Broken crane"), "bad", 1),
        ),
    )
    director = FoundersGameMaster(Director(suspicion=2), scene)  # F-17: 3 founders → 2
    session = DemoSession(
        harbour,
        (AMELIE, TOMAS, HELENE),
        (
            {
                "do": "check",
                "leader": AMELIE,
                "helping": [diplomat],
                "hindering": [fog],
                "assists": [{"by": TOMAS, "relevant": False}],
                "difficulty": "normal",
                "dice": [3, 4],
            },
            {"do": "take", "adversity": 1},
            {
                "do": "check",
                "leader": TOMAS,
                "helping": [strong],
                "hindering": [],
                "assists": [],
                "difficulty": "hard",
                "dice": [1, 1],
            },
            {"do": "take", "adversity": 0},
        ),
    )
    finished = DemoSession(
        say("Noc na hradbách", "Nuit sur les remparts", "Night on the ramparts"),
        (AMELIE, TOMAS),
        (
            {
                "do": "check",
                "leader": AMELIE,
                "helping": [diplomat],
                "hindering": [],
                "assists": [],
                "difficulty": "normal",
            },
            {"do": "take", "adversity": 0},
            {
                "do": "check",
                "leader": TOMAS,
                "helping": [strong],
                "hindering": [],
                "assists": [{"by": AMELIE, "relevant": True}],
                "difficulty": "hard",
            },
            {"do": "take", "adversity": 0},
        ),
    )
    return DemoGroup(founders, director, session, finished)
