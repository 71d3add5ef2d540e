"""The demo campaign: a small group for each rule system, so a newcomer sees every feature.

Names and texts are Czech and French with their diacritics; portraits are drawn
here with Pillow, so the demo needs no image files.
"""

from __future__ import annotations

import io
from datetime import date
from typing import Any

import font_roboto
from PIL import Image, ImageDraw, ImageFont

from deskapp.campaign.systems import SYSTEMS, FoundersGameMaster, document_of, validated_options
from deskapp.core.store import CampaignFile, NewCharacter
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
from deskapp.systems.cinematic.sheet import Blessing, CinematicCharacter
from deskapp.systems.dice_banks.rules import SkillKind
from deskapp.systems.dice_banks.sheet import Capacity, DiceBanksCharacter, Scar, Skill
from deskapp.systems.dice_banks.sheet import Equipment as BankEquipment
from deskapp.systems.founders.sheet import Circumstance, Director, Founder, Scene, Tag


def portrait(initials: str, hue: tuple[int, int, int]) -> bytes:
    """A simple painted bust on a coloured ground, 750 × 1000 px: enough for a 300 dpi frame."""
    width, height = 750, 1000
    image = Image.new("RGB", (width, height))
    draw = ImageDraw.Draw(image)
    for y in range(height):  # a soft vertical gradient
        shade = 0.55 + 0.45 * y / height
        draw.line([(0, y), (width, y)], fill=tuple(int(channel * shade) for channel in hue))
    skin, cloth = (233, 200, 170), tuple(max(0, channel - 70) for channel in hue)
    draw.ellipse((112, 675, 638, 1225), fill=cloth)  # shoulders
    draw.rectangle((319, 538, 431, 700), fill=skin)  # neck
    draw.ellipse((225, 212, 525, 588), fill=skin)  # head
    draw.chord((212, 188, 538, 475), 180, 360, fill=(60, 40, 30))  # hair
    font = ImageFont.truetype(
        font_roboto.font_files["RobotoBold"], 120
    )  # has Czech capitals (Š, Ž …)
    draw.text((width / 2, 875), initials, fill="white", font=font, anchor="mm")
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=88)
    return buffer.getvalue()


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


def _dice_banks() -> list[DiceBanksCharacter]:
    return [
        DiceBanksCharacter(
            "Radek Šťastný",
            proficiency=3,
            skills=(
                Skill("Síla", SkillKind.TALENT, 5),
                Skill("Šerm", SkillKind.ABILITY, 6, practice_xp=2),
                Skill("Heraldika", SkillKind.KNOWLEDGE, 3),
            ),
            capacities=(Capacity("Odolnost", 4),),
            scars=(
                Scar("Tělo", 6, burnable=True, damage={"stun": 1, "lethal": 1}),
                Scar("Mysl", 4),
            ),
            equipment=(BankEquipment("Dlouhý meč", power=3, damage_type="lethal"),),
        ),
        DiceBanksCharacter(
            "Věra Dvořáková",
            proficiency=2,
            skills=(
                Skill("Obratnost", SkillKind.TALENT, 6),
                Skill("Přesvědčování", SkillKind.ABILITY, 5),
                Skill("Bylinkářství", SkillKind.KNOWLEDGE, 4, practice_xp=1),
            ),
            capacities=(Capacity("Vůle", 5),),
            scars=(
                Scar("Tělo", 5, burnable=True),
                Scar("Mysl", 5, burnable=True, damage={"stun": 2}),
            ),
            equipment=(BankEquipment("Lovecký luk", power=2, dice_bonus=1),),
        ),
    ]


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


_HUES = [
    (70, 110, 160),
    (150, 80, 70),
    (80, 130, 90),
    (140, 110, 60),
    (110, 80, 140),
    (60, 120, 130),
]


def write_demo(campaign: CampaignFile) -> None:
    """Fill an empty campaign with the demo groups, in one transaction."""
    agents, coordinator = _agents()
    founders, director = _founders()
    groups: list[tuple[str, list[Any]]] = [
        ("agents", agents),
        ("founders", founders),
        ("dice_banks", _dice_banks()),
        ("cinematic", _cinematic()),
    ]
    characters = []
    for number, (system, members) in enumerate(
        (system, member) for system, group in groups for member in group
    ):
        initials = "".join(word[0] for word in members.name.split()[:2])
        characters.append(
            NewCharacter(
                system,
                members.name,
                document_of(members),
                portrait(initials, _HUES[number % len(_HUES)]),
            )
        )
    with campaign.transaction():
        campaign.set_meta("title", "Ukázková kampaň — Campagne de démonstration")
        campaign.add_characters(characters)
        for system in SYSTEMS:
            campaign.set_options(system, validated_options(system, {}))
        campaign.set_game_master("agents", coordinator.to_json())
        campaign.set_game_master("founders", director.to_json())
