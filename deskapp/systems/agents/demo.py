"""The agents group of the demo campaign, and its session in progress.

Every text is given in Czech, French and English side by side (``say(cs, fr, en)``). The
mission is set in Prague and the agents keep their Czech names in every language: they are
the characters' own names, as the French names of the Cinematic group's Marseille
adventurers are.
"""

from __future__ import annotations

from datetime import date

from deskapp.core.demo import in_language
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

BARA, ONDREJ, ZOFIE = "Bára Nováková", "Ondřej Říha", "Žofie Kučerová"


def demo_group(language: str) -> DemoGroup:
    say = in_language(language)
    read_people = say(
        "Čtu lidi jako otevřenou knihu",
        "Je lis dans les gens comme dans un livre ouvert",
        "I read people like an open book",
    )
    former_police = say(
        "Bývalá policejní vyšetřovatelka",
        "Ancienne enquêtrice de police",
        "Former police investigator",
    )
    technician = say(
        "Technik, co opraví cokoli", "Technicien qui répare tout", "A technician who fixes anything"
    )
    languages = say("Mluvím pěti jazyky", "Je parle cinq langues", "I speak five languages")
    liar = say("Okouzlující lhářka", "Menteuse charmante", "Charming liar")
    past = say("Stopuje mě minulost", "Mon passé me poursuit", "My past is catching up with me")
    first_meeting = date(2026, 3, 14)
    bara = Agent(
        BARA,
        (
            Aspect(read_people),
            Aspect(former_police),
            Aspect(say("Vidím duchy", "Je vois les fantômes", "I see ghosts"), AspectKind.SPECIAL),
            Aspect(
                say("Strach z hluboké vody", "Peur de l'eau profonde", "Afraid of deep water"),
                AspectKind.NEGATIVE,
            ),
            Aspect(say("Zlomená ruka", "Bras cassé", "Broken arm"), AspectKind.LIMITING),
        ),
        appearance=say(
            "Vysoká, krátké tmavé vlasy, jizva přes obočí",
            "Grande, cheveux bruns courts, une cicatrice en travers du sourcil",
            "Tall, short dark hair, a scar across one eyebrow",
        ),
        notes=say(
            "Hledá sestru, která zmizela v Podskalí.",
            "Cherche sa sœur, disparue près des quais de la Vltava.",
            "Searching for her sister, who vanished by the Vltava embankment.",
        ),
        relationships=(
            Relationship(
                ONDREJ,
                Relation.PARTIAL_TRUST,
                history=(
                    RelationshipChange(
                        first_meeting,
                        Relation.NEUTRAL,
                        Relation.PARTIAL_TRUST,
                        say(
                            "Kryl mi záda v tunelu",
                            "Il m'a couverte dans le tunnel",
                            "He covered my back in the tunnel",
                        ),
                    ),
                ),
            ),
            Relationship(ZOFIE, Relation.NEUTRAL),
        ),
        reserves=2,
        equipment=(
            Equipment(
                say("Služební pistole", "Pistolet de service", "Service pistol"),
                (former_police,),
                say("Mířím klidně", "Je vise calmement", "A steady aim"),
            ),
        ),
    )
    ondrej = Agent(
        ONDREJ,
        (
            Aspect(technician),
            Aspect(
                say(
                    "Znám každou uličku Žižkova",
                    "Je connais chaque ruelle du vieux quartier",
                    "I know every alley of the old district",
                ),
                exhausted=True,
            ),
            Aspect(
                say("Nemůžu odolat hazardu", "Incapable de résister au jeu", "Can't resist a bet"),
                AspectKind.NEGATIVE,
            ),
        ),
        appearance=say(
            "Podsaditý, brýle s drátěnou obroučkou, věčně od oleje",
            "Trapu, lunettes cerclées de fer, toujours taché d'huile",
            "Stocky, wire-rimmed glasses, always smeared with oil",
        ),
        relationships=(
            Relationship(
                BARA,
                Relation.FULL_TRUST,
                history=(
                    RelationshipChange(
                        first_meeting,
                        Relation.NEUTRAL,
                        Relation.PARTIAL_TRUST,
                        say(
                            "Vytáhla mě z vody",
                            "Elle m'a tiré de l'eau",
                            "She pulled me out of the water",
                        ),
                    ),
                    RelationshipChange(
                        date(2026, 4, 2),
                        Relation.PARTIAL_TRUST,
                        Relation.FULL_TRUST,
                        say(
                            "Nezradila mě u výslechu",
                            "Elle s'est tue à l'interrogatoire",
                            "Kept quiet under questioning",
                        ),
                    ),
                ),
            ),
            Relationship(
                ZOFIE,
                Relation.PARTIAL_DISTRUST,
                history=(
                    RelationshipChange(
                        first_meeting,
                        Relation.NEUTRAL,
                        Relation.PARTIAL_DISTRUST,
                        say(
                            "Lhala o svém zaměstnavateli",
                            "Elle a menti sur son employeur",
                            "She lied about her employer",
                        ),
                    ),
                ),
            ),
        ),
        reserves=1,
        equipment=(
            Equipment(say("Sada paklíčů", "Jeu de crochets", "Set of lock picks"), (technician,)),
        ),
    )
    zofie = Agent(
        ZOFIE,
        (Aspect(languages), Aspect(liar), Aspect(past, AspectKind.NEGATIVE)),
        appearance=say(
            "Drobná, zrzavé vlasy, vždy v kabátě",
            "Menue, cheveux roux, toujours en manteau",
            "Slight, red-haired, always in a coat",
        ),
        reserves=1,
    )
    coordinator = Coordinator(
        (
            ThreatCard(
                say(
                    "Stínový kult z Vyšehradu",
                    "Le culte des Ombres",
                    "The Shadow Cult",
                ),
                Threatened.CIVILIANS,
                say(
                    "Každou noc zmizí další člověk",
                    "Chaque nuit, quelqu'un d'autre disparaît",
                    "Every night another person disappears",
                ),
            ),
            ThreatCard(
                say("Policejní vyšetřování", "L'enquête de police", "The police investigation"),
                Threatened.AGENTS,
                say(
                    "Komisař Dvořák se blíží k pravdě",
                    "Le commissaire se rapproche de la vérité",
                    "The chief inspector is closing in on the truth",
                ),
            ),
        ),
        reserves=3,
        start_threat=1,
        notes=say(
            "Finále se odehraje na Karlově mostě o půlnoci.",
            "Le final se jouera sur le pont Charles, à minuit.",
            "The finale takes place on Charles Bridge at midnight.",
        ),
    )
    session = DemoSession(
        say("Mise na Vyšehradě", "Mission à la vieille forteresse", "Mission at the old fortress"),
        (BARA, ONDREJ, ZOFIE),
        (
            {
                "do": "draw",
                "agent": BARA,
                "plan": {"aspects": [read_people, former_police]},
                "cards": ["KS", "3H", "7C"],
            },
            {"do": "resolve", "choices": {"exhaust": [read_people]}},
            {"do": "rest", "agents": [ONDREJ]},
            {
                "do": "draw",
                "agent": ZOFIE,
                "plan": {"aspects": [languages], "negative": [past]},
                "cards": ["QD", "9S", "2C"],
            },
        ),
    )
    finished = DemoSession(
        say("Stopa v Karlíně", "Une piste dans les faubourgs", "A lead in the suburbs"),
        (ONDREJ, ZOFIE),
        (
            {"do": "draw", "agent": ONDREJ, "plan": {"aspects": [technician]}},
            {"do": "resolve", "choices": {}},
            {"do": "draw", "agent": ZOFIE, "plan": {"aspects": [liar]}},
            {"do": "resolve", "choices": {}},
        ),
    )
    return DemoGroup((bara, ondrej, zofie), coordinator, session, finished)
