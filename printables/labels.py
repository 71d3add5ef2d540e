"""The words printed on cards that are not the user's own data.

The renderer never makes up text: every printed word comes from the card specs
or from a :class:`Labels`. The GUI and the command line pass labels in the
user's language (Czech, French, English); :data:`ENGLISH` is the one default set.
"""

from __future__ import annotations

from dataclasses import dataclass


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
    # Every system
    rules_reference: str = "Rules reference"
    joker: str = "Joker"
    black: str = "Black"
    red: str = "Red"
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
"""The default labels; other languages are passed in by the caller."""
