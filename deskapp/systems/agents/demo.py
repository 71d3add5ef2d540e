"""The agents group of the demo campaign, and its session in progress."""

from __future__ import annotations

from datetime import date

from deskapp.core.systems import DemoGroup, DemoSession
from deskapp.systems.agents.sheet import (
    Agent,
    Aspect,
    AspectKind,
    Coordinator,
    Equipment,
    Relation,
    Relationship,
    RelationshipChange,
    ThreatCard,
    Threatened,
)


def _agents() -> tuple[list[Agent], Coordinator]:
    names = ("Bára Nováková", "Ondřej Říha", "Žofie Kučerová")
    first_meeting = date(2026, 3, 14)
    bara = Agent(
        names[0],
        (
            Aspect("Čtu lidi jako otevřenou knihu"),
            Aspect("Bývalá policejní vyšetřovatelka"),
            Aspect("Vidím duchy", AspectKind.SPECIAL),
            Aspect("Strach z hluboké vody", AspectKind.NEGATIVE),
            Aspect("Zlomená ruka", AspectKind.LIMITING),
        ),
        appearance="Vysoká, krátké tmavé vlasy, jizva přes obočí",
        notes="Hledá sestru, která zmizela v Podskalí.",
        relationships=(
            Relationship(
                names[1],
                Relation.PARTIAL_TRUST,
                history=(
                    RelationshipChange(
                        first_meeting,
                        Relation.NEUTRAL,
                        Relation.PARTIAL_TRUST,
                        "Kryl mi záda v tunelu",
                    ),
                ),
            ),
            Relationship(names[2], Relation.NEUTRAL),
        ),
        reserves=2,
        equipment=(
            Equipment("Služební pistole", ("Bývalá policejní vyšetřovatelka",), "Mířím klidně"),
        ),
    )
    ondrej = Agent(
        names[1],
        (
            Aspect("Technik, co opraví cokoli"),
            Aspect("Znám každou uličku Žižkova", exhausted=True),
            Aspect("Nemůžu odolat hazardu", AspectKind.NEGATIVE),
        ),
        appearance="Podsaditý, brýle s drátěnou obroučkou, věčně od oleje",
        relationships=(
            Relationship(
                names[0],
                Relation.FULL_TRUST,
                history=(
                    RelationshipChange(
                        first_meeting, Relation.NEUTRAL, Relation.PARTIAL_TRUST, "Vytáhla mě z vody"
                    ),
                    RelationshipChange(
                        date(2026, 4, 2),
                        Relation.PARTIAL_TRUST,
                        Relation.FULL_TRUST,
                        "Nezradila mě u výslechu",
                    ),
                ),
            ),
            Relationship(
                names[2],
                Relation.PARTIAL_DISTRUST,
                history=(
                    RelationshipChange(
                        first_meeting,
                        Relation.NEUTRAL,
                        Relation.PARTIAL_DISTRUST,
                        "Lhala o svém zaměstnavateli",
                    ),
                ),
            ),
        ),
        reserves=1,
        equipment=(Equipment("Sada paklíčů", ("Technik, co opraví cokoli",)),),
    )
    zofie = Agent(
        names[2],
        (
            Aspect("Mluvím pěti jazyky"),
            Aspect("Okouzlující lhářka"),
            Aspect("Stopuje mě minulost", AspectKind.NEGATIVE),
        ),
        appearance="Drobná, zrzavé vlasy, vždy v kabátě",
        reserves=1,
    )
    coordinator = Coordinator(
        (
            ThreatCard(
                "Stínový kult z Vyšehradu", Threatened.CIVILIANS, "Každou noc zmizí další člověk"
            ),
            ThreatCard(
                "Policejní vyšetřování", Threatened.AGENTS, "Komisař Dvořák se blíží k pravdě"
            ),
        ),
        reserves=3,
        start_threat=1,
        notes="Finále se odehraje na Karlově mostě o půlnoci.",
    )
    return [bara, ondrej, zofie], coordinator


SESSION = DemoSession(
    "Mise na Vyšehradě",
    ("Bára Nováková", "Ondřej Říha", "Žofie Kučerová"),
    (
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
    ),
)


FINISHED = DemoSession(
    "Stopa v Karlíně",
    ("Ondřej Říha", "Žofie Kučerová"),
    (
        {"do": "draw", "agent": "Ondřej Říha", "plan": {"aspects": ["Technik, co opraví cokoli"]}},
        {"do": "resolve", "choices": {}},
        {"do": "draw", "agent": "Žofie Kučerová", "plan": {"aspects": ["Okouzlující lhářka"]}},
        {"do": "resolve", "choices": {}},
    ),
)


def demo_group() -> DemoGroup:
    agents, coordinator = _agents()
    return DemoGroup(tuple(agents), coordinator, SESSION, FINISHED)
