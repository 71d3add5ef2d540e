"""A session in progress for each rule system of the demo campaign.

The sessions are played through the same drivers the Table mode uses, with dice
and cards typed in (mirror mode) so the demo is the same every time.
"""

from __future__ import annotations

from typing import Any

from deskapp.campaign.systems import character_from_document, game_master_from_document
from deskapp.core.play.session import PlaySession
from deskapp.core.store import CampaignFile
from deskapp.play.registry import driver_classes

_SESSIONS: dict[str, tuple[str, list[str], list[dict[str, Any]]]] = {
    "agents": (
        "Mise na Vyšehradě",
        ["Bára Nováková", "Ondřej Říha", "Žofie Kučerová"],
        [
            {
                "do": "draw",
                "agent": "Bára Nováková",
                "plan": {
                    "aspects": ["Čtu lidi jako otevřenou knihu", "Bývalá policejní vyšetřovatelka"]
                },
                "cards": ["KS", "3H", "7C"],
            },
            {"do": "resolve", "choices": {"exhaust": ["Čtu lidi jako otevřenou knihu"]}},
            {"do": "rest", "agents": ["Ondřej Říha"]},
            {
                "do": "draw",
                "agent": "Žofie Kučerová",
                "plan": {"aspects": ["Mluvím pěti jazyky"], "negative": ["Stopuje mě minulost"]},
                "cards": ["QD", "9S", "2C"],
            },
        ],
    ),
    "cinematic": (
        "Soirée à Marseille",
        ["Élodie Lefèvre", "Gaëtan Bérénger", "Noël Œillet"],
        [
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
        ],
    ),
    "founders": (
        "Přístav v mlze",
        ["Amélie Dubois", "Tomáš Král", "Hélène Šťastná"],
        [
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
        ],
    ),
    "dice_banks": (
        "Přepadení u brodu",
        ["Radek Šťastný", "Věra Dvořáková"],
        [
            {"do": "begin_conflict"},
            {
                "do": "roll",
                "who": "Radek Šťastný",
                "as": "action",
                "bank": "physical",
                "skill": "Šerm",
                "dice": 3,
                "faces": [10, 4, 7, 2],
            },
            {
                "do": "roll",
                "who": "Věra Dvořáková",
                "as": "action",
                "bank": "physical",
                "skill": "Obratnost",
                "dice": 2,
                "faces": [8, 3],
            },
        ],
    ),
}


def write_demo_sessions(campaign: CampaignFile) -> None:
    """Start the demo's sessions and play their first actions; every driver there is gets one."""
    drivers = driver_classes()
    for system, (name, players, actions) in _SESSIONS.items():
        driver = drivers.get(system)
        if driver is None:
            continue
        characters = [
            character_from_document(row.system, row.name, row.data)
            for row in campaign.characters()
            if row.system == system and row.name in players
        ]
        game_master = (
            game_master_from_document(system, campaign.game_master(system))
            if system in ("agents", "founders")
            else None
        )
        setup = driver.setup_from_campaign(
            characters, game_master, campaign.options(system) or {}, True
        )
        session = PlaySession.start(campaign, driver, name, setup)
        for action in actions:
            session.perform(action)
