"""The words printed on cards that are not the user's own data, in English, Czech and French.

The renderer never makes up text: every printed word comes from the card specs
or from a :class:`Labels`. The GUI and the command line pick a set with
:func:`labels_for` (``deskapp print --language``, the Print page's Language);
:data:`ENGLISH` is the default.

The Czech and French sets use the terms of the rules' original texts, which
players look for (the glossary of the shared rules README): the Agents and
Dice banks reminders follow the Czech originals' wording, the Cinematic cards
ones the French original's; the rest is translated from the English.
"""

from __future__ import annotations

from dataclasses import dataclass

from printables.geometry import PrintOptionError


@dataclass(frozen=True, slots=True)
class Labels:
    """Every fixed word a printed card or the calibration sheet may show."""

    # Agents (rules A-01 …)
    character: str = "Character"
    agent: str = "Agent"
    aspect: str = "Aspect"
    negative_aspect: str = "Negative aspect"
    special_aspect: str = "Special aspect"
    temporary_aspect: str = "Temporary aspect"
    limiting_aspect: str = "Limiting aspect"
    equipment: str = "Equipment"
    exhausted: str = "Exhausted"
    relationship: str = "Relationship"
    relationship_values: tuple[str, str, str, str, str] = (
        "Full distrust",
        "Partial distrust",
        "Neutral",
        "Partial trust",
        "Full trust",
    )
    reasons: str = "Reasons"
    reserve: str = "Reserve"
    reserve_uses: tuple[str, ...] = (
        "A temporary aspect: draw one more card",
        "Ignore one disadvantage",
        "Use a special aspect",
        "Ignore distrust for one action",
        "A detail, an item, a vote",
        "Restore one exhausted aspect",
    )
    coordinator_reserve: str = "Coordinator's reserve"
    coordinator_reserve_uses: tuple[str, ...] = (
        "Add a complication during a player's test",
        "Raise a threatening factor for one character",
    )
    threat: str = "Threat"
    escalation: str = "Escalation"
    threat_level: str = "Threat level"
    milestone: str = "Milestone"
    # Founders (F-01, F-02)
    trait: str = "Trait"
    consequence: str = "Consequence"
    circumstance: str = "Circumstance"
    score: str = "Score"
    # Dice banks
    dice_banks_character: str = "Character"
    banks: str = "Banks"
    bank_names: tuple[str, str, str] = ("Physical", "Social", "Mental")
    proficiency: str = "Proficiency"
    skills: str = "Skills"
    scars: str = "Scars"
    # Cinematic cards
    cinematic_character: str = "Character"
    attributes: str = "Attributes"
    luck: str = "Luck"
    blessings: str = "Blessings and curses"
    notes: str = "Notes"
    luck_and_notes: str = "Luck and notes"
    # Every system
    rules_reference: str = "Rules reference"
    joker: str = "Joker"
    black: str = "Black"
    red: str = "Red"
    red_joker: str = "Red joker"
    black_joker: str = "Black joker"
    # Rules reference cards, one per system: a title and a few reminders.
    rules_agents: tuple[str, tuple[str, ...]] = (
        "Agents",
        (
            "Draw 1 card + 1 for each aspect you describe. Black is a success, red a complication.",
            "Exhaust an aspect for an advantage: remove one red card.",
            "The Coordinator exhausts a negative aspect for a disadvantage: remove one black card.",
            "At least one drawn card always stays on the table.",
            "Each step of complications raises the Threat level; each step of successes reaches a milestone.",
        ),
    )
    rules_founders: tuple[str, tuple[str, ...]] = (
        "Founders",
        (
            "Roll 2d6 + helping tags − hindering tags.",
            "Easy 4, Normal 7, Hard 10, Very hard 13: meet it to succeed.",
            "Snake eyes fail and bring a bad Circumstance; boxcars succeed and bring a good one.",
            "A failure gives an Adversity token: +1 on a later roll.",
            "Risky maneuver: reroll a failing check once; the Director gains a Suspicion point.",
        ),
    )
    rules_dice_banks: tuple[str, tuple[str, ...]] = (
        "Dice banks",
        (
            "Banks: Physical, Social, Mental, each Proficiency + 2 d10.",
            "One action a round: spend at least one die of its bank; banks refill each round.",
            "A die of max(10 − skill, 5) or more is a success.",
            "A die of min(15 − skill, 10) or more is a success and is rolled again.",
            "Burn a Scar: take stun damage for extra dice or +1 Power.",
        ),
    )
    rules_cinematic: tuple[str, tuple[str, ...]] = (
        "Cinematic cards",
        (
            "Attribute + Skill + card must beat the Difficulty (9 or more).",
            "2 to 10 count their value; J, Q, K count 5 and draw a second card.",
            "Ace: draw again and subtract — below 0 is a critical failure.",
            "A natural 10: draw again and add — over 20 is a critical success.",
            "Joker: draw again — black is a critical failure, red a critical success.",
        ),
    )
    # The calibration sheet
    calibration_title: str = "Back alignment check"
    calibration_front: str = (
        "Print this sheet double-sided with the settings you will use for the cards. "
        "Hold it against a light, this side towards you. Where the cross printed on the "
        "back crosses each scale, read the number: add the horizontal one to the back "
        "offset X and the vertical one to Y, in millimetres."
    )
    calibration_back: str = "Back of the alignment check"
    calibration_current: str = "Printed with back offset X = {x} mm, Y = {y} mm"


ENGLISH = Labels()
"""The default labels, in English."""

# French typography wants a non-breaking space before ":" and a narrow one before ";" "!" "?".
_NBSP = "\u00a0"
_NNBSP = "\u202f"

CZECH = Labels(
    character="Postava",
    agent="Agent",
    aspect="Aspekt",
    negative_aspect="Negativní aspekt",
    special_aspect="Speciální aspekt",
    temporary_aspect="Dočasný aspekt",
    limiting_aspect="Omezující aspekt",
    equipment="Vybavení",
    # The box serves aspects and equipment alike, so the word does not agree with either.
    exhausted="Vyčerpáno",
    relationship="Vztah",
    relationship_values=(
        "Naprostá nedůvěra",
        "Částečná nedůvěra",
        "Neutrální",
        "Částečná důvěra",
        "Naprostá důvěra",
    ),
    reasons="Důvody",
    reserve="Rezerva",
    reserve_uses=(
        "Dočasný aspekt: táhni kartu navíc",
        "Odstraň jednu nevýhodu",
        "Použij speciální aspekt",
        "Ignoruj nedůvěru pro jeden test",
        "Popiš detail, najdi předmět, přidej hlas",
        "Obnov jeden vyčerpaný aspekt",
    ),
    coordinator_reserve="Rezerva Koordinátora",
    coordinator_reserve_uses=(
        "Přidej komplikaci během testu hráče",
        "Navyš Ohrožení pro jedinou postavu",
    ),
    threat="Hrozba",
    escalation="Eskalace",
    threat_level="Ohrožení",
    milestone="Milník",
    trait="Vlastnost",
    consequence="Následek",
    circumstance="Okolnost",
    score="Hodnota",
    dice_banks_character="Postava",
    banks="Banky",
    bank_names=("Fyzický", "Sociální", "Mentální"),
    proficiency="Zručnost",
    skills="Dovednosti",
    scars="Jizvy",
    cinematic_character="Postava",
    attributes="Atributy",
    luck="Štěstí",
    blessings="Požehnání a kletby",
    notes="Poznámky",
    luck_and_notes="Štěstí a poznámky",
    rules_reference="Přehled pravidel",
    joker="Žolík",
    red_joker="Červený žolík",
    black_joker="Černý žolík",
    black="Černá",
    red="Červená",
    rules_agents=(
        "Agenti",
        (
            "Táhni 1 kartu + 1 za každý popsaný aspekt. Černá je úspěch, červená komplikace.",
            "Vyčerpáním aspektu získáš výhodu: odeber jednu kartu komplikace.",
            "Koordinátor vyčerpá negativní aspekt jako nevýhodu: odebere se jedna karta úspěchu.",
            "Na stole vždy zůstane alespoň jedna tažená karta.",
            "Kdykoli přibude tolik komplikací, kolik je agentů, vzroste Ohrožení o 1; "
            "u úspěchů je to milník.",
        ),
    ),
    rules_founders=(
        "Zakladatelé",
        (
            "Hoď 2k6 + štítky, které pomáhají, − štítky, které brání.",
            "Obtížnost: snadná 4, běžná 7, těžká 10, velmi těžká 13; dosáhni jí a uspěješ.",
            "Dvě jedničky: neúspěch a zlá Okolnost; dvě šestky: úspěch a dobrá Okolnost.",
            "Neúspěch dá žeton Protivenství: +1 k pozdějšímu hodu.",
            "Riskantní manévr: jednou přehoď neúspěšný hod; Režisér získá bod Podezření.",
        ),
    ),
    rules_dice_banks=(
        "Banky kostek",
        (
            "Banky Fyzický, Sociální a Mentální: každý má Zručnost + 2 k10.",
            "Jedna akce na kolo: použij aspoň jednu kostku z jejího banku; "
            "na začátku kola se banky obnoví.",
            "Kostka s číslem (10 − Dovednost, min. 5) a vyšším je Úspěch.",
            "Kostka s číslem (15 − Dovednost, max. 10) a vyšším dá Úspěch a přehodí se.",
            "Pálení Jizvy: každé Omračující (/) zranění dá kostku navíc, nebo +1 k Moci.",
        ),
    ),
    rules_cinematic=(
        "Filmové karty",
        (
            "Atribut + Dovednost + karta musí překonat Obtížnost (nejméně 9).",
            "Karty 2 až 10 platí svou hodnotou; figury platí 5 a táhne se další karta.",
            "Eso: táhni znovu a odečti — pod 0 je kritický neúspěch.",
            "Přirozená desítka: táhni znovu a přičti — nad 20 je kritický úspěch.",
            "Žolík: táhni znovu — černá je kritický neúspěch, červená kritický úspěch.",
        ),
    ),
    calibration_title="Kontrola zarovnání rubů",
    calibration_front=(
        "Vytiskněte tento list oboustranně se stejným nastavením, jaké použijete pro karty. "
        "Podržte ho proti světlu touto stranou k sobě. Tam, kde kříž vytištěný na rubu "
        "protíná každou stupnici, odečtěte číslo: vodorovné přičtěte k posunu rubů X, "
        "svislé k Y, v milimetrech."
    ),
    calibration_back="Rub kontroly zarovnání",
    calibration_current="Vytištěno s posunem rubů X = {x} mm, Y = {y} mm",
)
"""The Czech labels: the Agents and Dice banks words of their Czech originals."""

FRENCH = Labels(
    character="Personnage",
    agent="Agent",
    aspect="Aspect",
    negative_aspect="Aspect négatif",
    special_aspect="Aspect spécial",
    temporary_aspect="Aspect temporaire",
    limiting_aspect="Aspect limitant",
    equipment="Équipement",
    exhausted="Épuisé",
    relationship="Relation",
    relationship_values=(
        "Méfiance totale",
        "Méfiance partielle",
        "Neutre",
        "Confiance partielle",
        "Confiance totale",
    ),
    reasons="Raisons",
    reserve="Réserve",
    reserve_uses=(
        f"Aspect temporaire{_NBSP}: tirer une carte de plus",
        "Ignorer un désavantage",
        "Utiliser un aspect spécial",
        "Ignorer la méfiance le temps d’une action",
        "Un détail, un objet, une voix au vote",
        "Restaurer un aspect épuisé",
    ),
    coordinator_reserve="Réserve du Coordinateur",
    coordinator_reserve_uses=(
        "Ajouter une complication au test d’un joueur",
        "Aggraver la menace pour un seul personnage",
    ),
    threat="Menace",
    escalation="Escalade",
    threat_level="Niveau de menace",
    milestone="Jalon",
    trait="Trait",
    consequence="Conséquence",
    circumstance="Circonstance",
    score="Valeur",
    dice_banks_character="Personnage",
    banks="Banques",
    # Feminine, agreeing with « banque ».
    bank_names=("Physique", "Sociale", "Mentale"),
    proficiency="Maîtrise",
    skills="Compétences",
    scars="Cicatrices",
    cinematic_character="Personnage",
    attributes="Attributs",
    luck="Chance",
    blessings="Bénédictions et malédictions",
    notes="Notes",
    luck_and_notes="Chance et notes",
    rules_reference="Aide-mémoire",
    joker="Joker",
    red_joker="Joker rouge",
    black_joker="Joker noir",
    black="Noire",
    red="Rouge",
    rules_agents=(
        "Agents",
        (
            f"Tirez 1 carte + 1 par aspect décrit. Noire{_NBSP}: réussite{_NNBSP}; "
            f"rouge{_NBSP}: complication.",
            f"Épuisez un aspect pour un avantage{_NBSP}: retirez une carte rouge.",
            "Le Coordinateur épuise un aspect négatif pour un désavantage"
            f"{_NBSP}: retirez une carte noire.",
            "Au moins une carte tirée reste toujours sur la table.",
            f"Chaque palier de complications fait monter la menace{_NNBSP}; "
            "chaque palier de réussites marque un jalon.",
        ),
    ),
    rules_founders=(
        "Fondateurs",
        (
            "Lancez 2d6 + étiquettes favorables − étiquettes défavorables.",
            f"Difficulté facile 4, normale 7, difficile 10, très difficile 13{_NBSP}: "
            "atteignez-la pour réussir.",
            f"Double 1{_NBSP}: échec et mauvaise Circonstance{_NNBSP}; "
            f"double 6{_NBSP}: réussite et bonne Circonstance.",
            f"Un échec donne un jeton d’Adversité{_NBSP}: +1 à un jet ultérieur.",
            f"Manœuvre risquée{_NBSP}: relancez une fois un test raté{_NNBSP}; "
            "le Directeur gagne un point de Suspicion.",
        ),
    ),
    rules_dice_banks=(
        "Banques de dés",
        (
            f"Banques Physique, Sociale, Mentale{_NBSP}: chacune Maîtrise + 2 d10.",
            f"Une action par tour{_NBSP}: dépensez au moins un dé de sa banque{_NNBSP}; "
            "les banques se remplissent à chaque tour.",
            "Un dé de max(10 − Compétence, 5) ou plus est une réussite.",
            "Un dé de min(15 − Compétence, 10) ou plus est une réussite et se relance.",
            f"Brûler une Cicatrice{_NBSP}: chaque dégât étourdissant donne un dé de plus "
            "ou +1 en Puissance.",
        ),
    ),
    rules_cinematic=(
        "Cartes cinématiques",
        (
            "Attribut + Compétence + carte doit dépasser le Niveau de Difficulté (au minimum 9).",
            f"Les cartes numérotées comptent leur valeur{_NNBSP}; les figures valent 5 "
            "et l’on ajoute une seconde carte.",
            f"As{_NBSP}: une seconde carte est tirée et retranchée — sous 0, "
            f"échec critique{_NNBSP}!",
            f"10 naturel{_NBSP}: une seconde carte est tirée et ajoutée — au-delà de 20, "
            f"réussite critique{_NNBSP}!",
            f"Joker{_NBSP}: une seconde carte est tirée — noire, échec critique{_NNBSP}; "
            "rouge, réussite critique.",
        ),
    ),
    calibration_title="Contrôle de l’alignement des versos",
    calibration_front=(
        "Imprimez cette feuille en recto verso avec les réglages que vous utiliserez pour "
        "les cartes. Tenez-la devant une lumière, ce côté vers vous. Là où la croix imprimée "
        f"au verso coupe chaque échelle, lisez le nombre{_NBSP}: ajoutez celui de l’échelle "
        "horizontale au décalage X du verso et celui de l’échelle verticale à Y, "
        "en millimètres."
    ),
    calibration_back="Verso du contrôle d’alignement",
    calibration_current="Imprimé avec un décalage du verso X = {x} mm, Y = {y} mm",
)
"""The French labels: the Cinematic cards words of their French original."""

LANGUAGES: dict[str, Labels] = {"en": ENGLISH, "cs": CZECH, "fr": FRENCH}
"""Every language cards can be printed in, by its ISO 639-1 code."""


def labels_for(language: str) -> Labels:
    """The labels of a language code (``en``, ``cs``, ``fr``, in any case); a
    PrintOptionError (a UserError) lists the valid codes for any other."""
    code = language.strip().lower()
    if code not in LANGUAGES:
        raise PrintOptionError(
            f"no card labels in the language '{language}': use one of {', '.join(LANGUAGES)}"
        )
    return LANGUAGES[code]
