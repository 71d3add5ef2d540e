"""The founders group of the demo campaign, and its session in progress."""

from __future__ import annotations

from deskapp.core.systems import DemoGroup, DemoSession
from deskapp.systems.founders.sheet import (
    Circumstance,
    Director,
    Founder,
    FoundersGameMaster,
    Scene,
    Tag,
)


def _founders() -> tuple[list[Founder], FoundersGameMaster]:
    founders = [
        Founder(
            "Amélie Dubois",
            (Tag("Diplomatka", 2), Tag("Zná staré mapy")),
            (Tag("Vyčerpaná"),),
            adversity=1,
        ),
        Founder("Tomáš Král", (Tag("Silný jako býk", 2), Tag("Tesař")), ()),
        Founder(
            "Hélène Šťastná", (Tag("Léčitelka", 2), Tag("Čte hvězdy")), (Tag("Zraněná noha", 2),)
        ),
    ]
    scene = Scene(
        "Přístav v mlze",
        (
            Circumstance("Hustá mlha", "bad", 2),
            Circumstance("Spojenec v celnici", "good", 1),
            Circumstance("Rozbitý jeřáb", "bad", 1),
        ),
    )
    return founders, FoundersGameMaster(Director(suspicion=2), scene)  # F-17: 3 founders → 2


SESSION = DemoSession(
    "Přístav v mlze",
    ("Amélie Dubois", "Tomáš Král", "Hélène Šťastná"),
    (
        {
            "do": "check",
            "leader": "Amélie Dubois",
            "helping": ["Diplomatka"],
            "hindering": ["Hustá mlha"],
            "assists": [{"by": "Tomáš Král", "relevant": False}],
            "difficulty": "normal",
            "dice": [3, 4],
        },
        {"do": "take", "adversity": 1},
        {
            "do": "check",
            "leader": "Tomáš Král",
            "helping": ["Silný jako býk"],
            "hindering": [],
            "assists": [],
            "difficulty": "hard",
            "dice": [1, 1],
        },
        {"do": "take", "adversity": 0},
    ),
)


FINISHED = DemoSession(
    "Noc na hradbách",
    ("Amélie Dubois", "Tomáš Král"),
    (
        {
            "do": "check",
            "leader": "Amélie Dubois",
            "helping": ["Diplomatka"],
            "hindering": [],
            "assists": [],
            "difficulty": "normal",
        },
        {"do": "take", "adversity": 0},
        {
            "do": "check",
            "leader": "Tomáš Král",
            "helping": ["Silný jako býk"],
            "hindering": [],
            "assists": [{"by": "Amélie Dubois", "relevant": True}],
            "difficulty": "hard",
        },
        {"do": "take", "adversity": 0},
    ),
)


def demo_group() -> DemoGroup:
    founders, director = _founders()
    return DemoGroup(tuple(founders), director, SESSION, FINISHED)
