"""Agents rules that read an agent's cards: which aspects a test may use, rest, reserves, trust.

Pure functions on the campaign model (:mod:`deskapp.systems.agents.sheet`): each
takes the agent and what the table knows (:class:`TestContext`) and either
returns the new values or refuses with a one-line :class:`ActionError` that
names the rule, changing nothing. A test goes in three steps:

1. :func:`prepare_test` checks what the player describes (:class:`TestPlan`)
   before any card is drawn, and says how many cards to draw;
2. :func:`choose` checks what the player and the Coordinator decide once the
   cards lie on the table (:class:`TestChoices`) and gives the test in counts;
3. :func:`deskapp.systems.agents.rules.resolve_test` sorts the cards, and
   :func:`effects_of_test` says what the test did to the agents' cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import ClassVar, Literal

from deskapp.core.cards import Card
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.systems.agents.rules import AgentsOptions, TestResult, TestSetup, named_cards
from deskapp.systems.agents.sheet import (
    Agent,
    Aspect,
    AspectKind,
    Equipment,
    ModelError,
    Relation,
    Relationship,
    find_name,
    names_match,
)


class _SaidNow(Mapping[str, str]):
    """A table of words by key whose words are looked up in the user's language at each
    reading, so a module-level table follows a switch of language (the keys never change)."""

    def __init__(self, words: Callable[[], dict[str, str]]) -> None:
        self._words = words

    def __getitem__(self, key: str) -> str:
        return self._words()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._words())

    def __len__(self) -> int:
        return len(self._words())


def reserve_purposes() -> dict[str, str]:
    """What a reserve is spent on (A-15), by the key the mission log stores, in the user's
    language."""
    return {
        "detail": translate("AgentsRules", "describe a detail"),
        "item": translate("AgentsRules", "find an item"),
        "reach": translate("AgentsRules", "get to the others"),
        "vote": translate("AgentsRules", "add a vote in a vote"),
    }


RESERVE_PURPOSES: Mapping[str, str] = _SaidNow(reserve_purposes)
""":func:`reserve_purposes` as a table (the keys are stored; the words are shown)."""


class ActionError(UserError):
    """Something the rules do not allow right now; the message says which rule."""


@dataclass(frozen=True)
class TestPlan:
    """A test as the player describes it, before any card is drawn (A-10 … A-17, A-41 … A-45).

    Names are aspect texts, equipment names and agent names; case does not matter.
    """

    __test__: ClassVar[bool] = False

    aspects: tuple[str, ...] = ()
    """The agent's own aspects taking part; each draws a card (A-10), a special one costs a reserve (A-15)."""
    equipment: tuple[str, ...] = ()
    """Equipment cards used; each draws a card and needs a fitting aspect above (A-17)."""
    trust: tuple[str, ...] = ()
    """Present agents whose trust is used as an ordinary aspect while cooperating (A-42)."""
    temporary: int = 0
    """Temporary aspects bought with one reserve each; each draws a card (A-15)."""
    negative: tuple[str, ...] = ()
    """Negative aspects the Coordinator uses in this test (A-12)."""
    ignored: tuple[str, ...] = ()
    """Of those, the ones ignored with a reserve for the rest of the scene: no card (A-15)."""
    present: tuple[str, ...] = ()
    """Other agents present (A-44)."""
    suppressed: tuple[str, ...] = ()
    """Agents whose distrust is suppressed for this test with one reserve each (A-44, A-45)."""
    against: str | None = None
    """The agent this test acts against (A-43)."""
    defending: str | None = None
    """The agent whose action against this one the test answers (A-45)."""
    seeking_danger: bool = False
    """The players agree their agents seek danger: threat factors may exceed the Threat level (A-31)."""
    removing: tuple[str, ...] = ()
    """Negative aspects this test tries to get rid of (A-23)."""


@dataclass(frozen=True)
class TestChoices:
    """What the player and the Coordinator decide once the cards are on the table (A-11 … A-19)."""

    __test__: ClassVar[bool] = False

    exhaust: tuple[str, ...] = ()
    """Described aspects or equipment exhausted for one advantage each (A-11, A-17)."""
    exhaust_trust: tuple[str, ...] = ()
    """Trust relationships used in the test and exhausted for an advantage (A-42)."""
    negative_exhausted: tuple[str, ...] = ()
    """Used negative aspects the Coordinator exhausts for a disadvantage (A-12)."""
    threat: int = 0
    """Threat factors acting on this agent, each one disadvantage (A-31)."""
    coordinator_reserves: int = 0
    """Coordinator reserves spent to raise the Threat for this agent alone, 1:1 (A-20, A-31)."""
    betray: bool = False
    """Invoke the trust of the agent acted against (A-43): partial trust gives this agent one extra
    success, full trust an advantage (and the victim's full trust its other effects)."""
    help: tuple[str, ...] = ()
    """Trusted agents cancelling a complication with one of their successes, once per entry (A-42)."""
    to_aspect: tuple[str, ...] = ()
    """Kept complications the Coordinator turns into negative aspects, by their text (A-19)."""
    to_aspect_agent: str | None = None
    """Who takes those negative aspects: the tester, or a fully trusting agent it betrayed (A-43)."""
    strengthen: Literal["negative", "limiting"] = "negative"
    """What each complication of a removal test adds: a negative or a permanent limiting aspect (A-23)."""
    remove: tuple[Card, ...] = ()
    """Drawn cards the removals take (A-16): red ones go to the advantages and trust help (the
    player's choice), black ones to the disadvantages (the Coordinator's); cards or notations
    such as ``"QH"``. A colour not named loses its earliest drawn cards."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "remove", named_cards(self.remove))


@dataclass(frozen=True)
class TestContext:
    """What the table knows about a test beyond the agent's own cards."""

    __test__: ClassVar[bool] = False

    agents: tuple[str, ...]
    relations: Mapping[str, Mapping[str, Relationship]]
    options: AgentsOptions = field(default_factory=AgentsOptions)
    threat_in_effect: int = 0
    coordinator_reserves: int | None = None
    ignored: frozenset[str] = frozenset()
    betrayed_by: frozenset[str] = frozenset()
    helper_successes: Mapping[str, int] = field(default_factory=dict)

    def relation(self, agent: str, toward: str) -> Relationship:
        """``agent``'s relationship card toward ``toward`` (Neutral if none, A-40)."""
        return self.relations.get(agent, {}).get(toward) or Relationship(toward)


@dataclass(frozen=True)
class PreparedTest:
    """A described test that the rules accept: how many cards to draw and what it costs."""

    agent: str
    plan: TestPlan
    setup: TestSetup
    reserves: int
    blocked_by: tuple[str, ...]
    free_advantages: int


def prepare_test(agent: Agent, plan: TestPlan, context: TestContext) -> PreparedTest:
    """Check a described test against the agent's cards before drawing; refuse what the rules forbid."""
    name = agent.name
    others = _others(name, context)
    present = _agents(plan.present, others, translate("AgentsRules", "present"))
    against = (
        _agent(plan.against, others, translate("AgentsRules", "acted against"))
        if plan.against
        else None
    )
    defending = (
        _agent(plan.defending, others, translate("AgentsRules", "defended against"))
        if plan.defending
        else None
    )
    if against and defending:
        raise ActionError(
            translate(
                "AgentsRules", "a test either acts against an agent or answers an attack, not both"
            )
        )
    near = tuple(dict.fromkeys((*present, *(n for n in (against, defending) if n))))
    if against and against in context.betrayed_by:
        raise ActionError(
            translate(
                "AgentsRules",
                "{agent} fully trusted {other}, who betrayed that trust in this scene: {agent} "
                "cannot act against {other} until the scene ends (rule A-43)",
            ).format(agent=name, other=against)
        )

    aspects = [
        agent.aspect(text) for text in _distinct(plan.aspects, translate("AgentsRules", "aspects"))
    ]
    for aspect in aspects:
        if aspect.kind.is_negative:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is a {kind} aspect: only the Coordinator uses it (rule A-12)",
                ).format(aspect=aspect.text, kind=aspect.kind.label)
            )
    equipment = [
        agent.item(item)
        for item in _distinct(plan.equipment, translate("AgentsRules", "equipment"))
    ]
    for item in equipment:
        if item.exhausted:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent}'s '{item}' is exhausted: exhausted equipment cannot be used at all "
                    "until it is replenished (rule A-17)",
                ).format(agent=name, item=item.name)
            )

    suppressed = _agents(plan.suppressed, others, translate("AgentsRules", "suppressed"))
    for other in suppressed:
        if not context.relation(name, other).level.is_distrust:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent} does not distrust {other}: there is no distrust to suppress "
                    "(rule A-44)",
                ).format(agent=name, other=other)
            )
        if other not in near:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{other} is not present: there is no distrust to suppress (rule A-44)",
                ).format(other=other)
            )
    full_defence = (
        defending is not None
        and defending not in suppressed
        and context.relation(name, defending).level is Relation.FULL_DISTRUST
    )
    if not full_defence:
        # A-45 lets a fully distrusting agent use every remotely fitting aspect against the attacker.
        described = [aspect.text for aspect in aspects]
        for item in equipment:
            if not item.fits_any(described):
                raise ActionError(
                    translate(
                        "AgentsRules",
                        "'{item}' needs at least one character aspect that fits it: describe "
                        "one of {aspects} (rule A-17)",
                    ).format(item=item.name, aspects=", ".join(repr(text) for text in item.fits))
                )

    trust = _agents(plan.trust, others, translate("AgentsRules", "trust"))
    for other in trust:
        card = context.relation(name, other)
        if not card.level.is_trust:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent}'s relationship toward {other} is {level}: only trust is used as an "
                    "ordinary aspect (rule A-42)",
                ).format(agent=name, other=other, level=card.level.label)
            )
        if other not in near:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent} can use its trust in {other} only while cooperating with {other}, "
                    "who is not present (rule A-42)",
                ).format(agent=name, other=other)
            )

    negative = [
        agent.aspect(text)
        for text in _distinct(plan.negative, translate("AgentsRules", "negative aspects"))
    ]
    for aspect in negative:
        if not aspect.kind.is_negative:
            raise ActionError(
                translate("AgentsRules", "'{aspect}' is not a negative aspect (rule A-12)").format(
                    aspect=aspect.text
                )
            )
        if aspect.exhausted:
            # A-13's "still used" is for the player's aspects; the Coordinator's negative ones
            # work "until the character is rid of it, or it is exhausted".
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is exhausted: the Coordinator cannot use an exhausted negative "
                    "aspect until rest restores it (rules A-13, A-19)",
                ).format(aspect=aspect.text)
            )
        if aspect.text.casefold() in context.ignored:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' was ignored with a reserve for this scene (rule A-15)",
                ).format(aspect=aspect.text)
            )
    ignored = [
        agent.aspect(text)
        for text in _distinct(plan.ignored, translate("AgentsRules", "ignored aspects"))
    ]
    for aspect in ignored:
        if aspect not in negative:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is ignored but the Coordinator did not use it in this test "
                    "(rule A-15)",
                ).format(aspect=aspect.text)
            )
    for text in _distinct(plan.removing, translate("AgentsRules", "aspects to remove")):
        target = agent.aspect(text)
        if target.kind is AspectKind.LIMITING:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is a permanent limiting aspect: it cannot be removed the usual "
                    "way (rule A-23)",
                ).format(aspect=target.text)
            )
        if target.kind is not AspectKind.NEGATIVE:
            raise ActionError(
                translate(
                    "AgentsRules", "'{aspect}' is not a negative aspect to remove (rule A-23)"
                ).format(aspect=target.text)
            )

    distrusted = tuple(
        other
        for other in near
        if other not in suppressed
        and other != defending
        and context.relation(name, other).level is Relation.PARTIAL_DISTRUST
    )
    blocked_by = tuple(
        other
        for other in near
        if other not in suppressed
        and other != defending
        and context.relation(name, other).level is Relation.FULL_DISTRUST
    )
    free_advantages = int(
        defending is not None
        and defending not in suppressed
        and context.relation(name, defending).level.is_distrust
    )
    specials = sum(aspect.kind is AspectKind.SPECIAL for aspect in aspects)
    reserves = plan.temporary + len(ignored) + specials + len(suppressed)
    if reserves > agent.reserves:
        raise ActionError(
            translate(
                "AgentsRules",
                "this test costs {agent} %n reserve(s) ({costs}) but {agent} has {held} "
                "(rule A-15)",
                None,
                reserves,
            ).format(
                agent=name,
                costs=_costs(plan.temporary, len(ignored), specials, len(suppressed)),
                held=agent.reserves,
            )
        )
    setup = TestSetup(
        aspects=len(aspects) + len(equipment) + len(trust),
        temporary=plan.temporary,
        negative=len(negative) - len(ignored),
        distrust=len(distrusted),
    )
    return PreparedTest(name, plan, setup, reserves, blocked_by, free_advantages)


def choose(
    agent: Agent, prepared: PreparedTest, choices: TestChoices, context: TestContext
) -> TestSetup:
    """Check the decisions made once the cards are drawn; the test in counts for ``resolve_test``."""
    name, plan = agent.name, prepared.plan
    exhaust = _distinct(choices.exhaust, translate("AgentsRules", "exhausted aspects"))
    exhaust_trust = _agents(
        choices.exhaust_trust, _others(name, context), translate("AgentsRules", "exhausted trust")
    )
    if (exhaust or exhaust_trust) and prepared.blocked_by:
        raise ActionError(
            translate(
                "AgentsRules",
                "{agent} fully distrusts {others}, who is near: no aspect of {agent}'s gives an "
                "advantage unless a reserve suppresses the distrust (rule A-44)",
            ).format(agent=name, others=", ".join(prepared.blocked_by))
        )
    for text in exhaust:
        card = _exhaustible(agent, plan, text)
        if card.exhausted:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is already exhausted: it still adds its card, but cannot be "
                    "exhausted again until restored (rule A-13)",
                ).format(aspect=card.text)
            )
    for other in exhaust_trust:
        if find_name(plan.trust, other) is None:
            raise ActionError(
                translate(
                    "AgentsRules", "{agent}'s trust in {other} is not used in this test (rule A-42)"
                ).format(agent=name, other=other)
            )
        if context.relation(name, other).exhausted:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent}'s trust in {other} is already exhausted until restored (rule A-13)",
                ).format(agent=name, other=other)
            )

    used_negative = [text for text in plan.negative if find_name(plan.ignored, text) is None]
    for text in _distinct(
        choices.negative_exhausted, translate("AgentsRules", "exhausted negative aspects")
    ):
        if find_name(used_negative, text) is None:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is not a negative aspect the Coordinator used in this test "
                    "(rule A-12)",
                ).format(aspect=text)
            )
        if agent.aspect(text).exhausted:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is already exhausted: it cannot give another disadvantage until "
                    "restored (rule A-13)",
                ).format(aspect=agent.aspect(text).text)
            )

    _check_threat(choices, plan, context)
    betrayed_trust = _check_betrayal(name, plan, choices, context)
    # full trust betrayed is an advantage; partial trust one extra success.
    advantages = prepared.free_advantages + int(betrayed_trust is Relation.FULL_TRUST)
    betrayal = int(betrayed_trust is Relation.PARTIAL_TRUST)
    _check_help(name, plan, choices, context)
    _check_new_aspects(agent, plan, choices, context)
    return prepared.setup.with_choices(
        exhaust=len(exhaust) + len(exhaust_trust),
        negative_exhausted=len(choices.negative_exhausted),
        advantages=advantages,
        disadvantages=choices.threat,
        helped=len(choices.help),
        to_aspect=len(choices.to_aspect),
        betrayal=betrayal,
        remove=choices.remove,
    )


def _check_threat(choices: TestChoices, plan: TestPlan, context: TestContext) -> None:
    if choices.threat < 0 or choices.coordinator_reserves < 0:
        raise ActionError(
            translate("AgentsRules", "threat factors and Coordinator reserves cannot be below zero")
        )
    if choices.coordinator_reserves > choices.threat:
        raise ActionError(
            translate(
                "AgentsRules",
                "Coordinator reserves raise the Threat for one agent only as threat factors "
                "acting in this test (rule A-31)",
            )
        )
    if (
        context.coordinator_reserves is not None
        and choices.coordinator_reserves > context.coordinator_reserves
    ):
        held = context.coordinator_reserves
        raise ActionError(
            translate(
                "AgentsRules",
                "the Coordinator has %n reserve(s), not {asked} (rule A-07)",
                None,
                held,
            ).format(asked=choices.coordinator_reserves)
        )
    allowed = context.threat_in_effect + choices.coordinator_reserves
    if choices.threat > allowed and not plan.seeking_danger:
        if choices.coordinator_reserves:
            factors = choices.threat
            message = translate(
                "AgentsRules",
                "%n threat factor(s) exceed the Threat level {threat} and {reserves} "
                "Coordinator reserves: only agents seeking danger face more (rule A-31)",
                None,
                factors,
            )
        else:
            factors = choices.threat
            message = translate(
                "AgentsRules",
                "%n threat factor(s) exceed the Threat level {threat}: only agents seeking "
                "danger face more (rule A-31)",
                None,
                factors,
            )
        raise ActionError(
            message.format(threat=context.threat_in_effect, reserves=choices.coordinator_reserves)
        )


def _check_betrayal(
    name: str, plan: TestPlan, choices: TestChoices, context: TestContext
) -> Relation | None:
    """The trust this test betrays (A-43), or None."""
    if not choices.betray:
        return None
    if plan.against is None:
        raise ActionError(
            translate(
                "AgentsRules",
                "betrayal needs the test to act against the trusting agent (rule A-43)",
            )
        )
    victim = _agent(plan.against, _others(name, context), translate("AgentsRules", "betrayed"))
    card = context.relation(victim, name)
    if not card.level.is_trust:
        raise ActionError(
            translate(
                "AgentsRules",
                "{victim} does not trust {agent} ({level}): there is no trust to betray "
                "(rule A-43)",
            ).format(victim=victim, agent=name, level=card.level.label)
        )
    if card.exhausted:
        raise ActionError(
            translate(
                "AgentsRules", "{victim}'s trust in {agent} is already spent (rules A-13, A-43)"
            ).format(victim=victim, agent=name)
        )
    return card.level


def _check_help(name: str, plan: TestPlan, choices: TestChoices, context: TestContext) -> None:
    for helper, count in Counter(choices.help).items():
        helper_name = _agent(helper, _others(name, context), translate("AgentsRules", "helper"))
        level = context.relation(name, helper_name).level
        if not level.is_trust:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent} does not trust {helper} ({level}): only a trusted agent cancels its "
                    "complications (rule A-42)",
                ).format(agent=name, helper=helper_name, level=level.label)
            )
        if find_name(plan.present, helper_name) is None:
            raise ActionError(
                translate("AgentsRules", "{helper} is not present to help (rule A-42)").format(
                    helper=helper_name
                )
            )
        if level is Relation.PARTIAL_TRUST and count > 1:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "partial trust lets {helper} cancel one of {agent}'s complications, not "
                    "{count}; full trust lets it spend all its successes (rule A-42)",
                ).format(helper=helper_name, agent=name, count=count)
            )
        available = context.helper_successes.get(helper_name, 0)
        if count > available:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{helper} has %n unspent success(es) drawn in this scene, not {count} "
                    "(rule A-42)",
                    None,
                    available,
                ).format(helper=helper_name, count=count)
            )


def _check_new_aspects(
    agent: Agent, plan: TestPlan, choices: TestChoices, context: TestContext
) -> None:
    if choices.to_aspect_agent is not None and not names_match(choices.to_aspect_agent, agent.name):
        victim = _agent(
            choices.to_aspect_agent, _others(agent.name, context), translate("AgentsRules", "hit")
        )
        full = context.relation(victim, agent.name).level is Relation.FULL_TRUST
        if not (choices.betray and full and plan.against and names_match(plan.against, victim)):
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent}'s complications can go to {victim} only when {agent} betrays "
                    "{victim}'s full trust (rule A-43)",
                ).format(agent=agent.name, victim=victim)
            )
    texts = _distinct(choices.to_aspect, translate("AgentsRules", "new negative aspects"))
    for text in texts:
        if not text.strip():
            raise ActionError(
                translate(
                    "AgentsRules",
                    "a negative aspect made from a complication needs a text (rule A-19)",
                )
            )
    if choices.strengthen not in ("negative", "limiting"):
        raise ActionError(
            translate(
                "AgentsRules",
                "a complication strengthens as 'negative' or 'limiting', not {value}",
            ).format(value=repr(choices.strengthen))
        )


@dataclass(frozen=True)
class TestEffects:
    """What a resolved test did to the agents' cards and the reserves."""

    __test__: ClassVar[bool] = False

    agents: Mapping[str, Agent]
    exhausted_trust: tuple[tuple[str, str], ...]
    coordinator_reserves_spent: int
    help_spent: Mapping[str, int]
    full_betrayal: str | None
    ignored: tuple[str, ...]


def effects_of_test(
    agent: Agent,
    prepared: PreparedTest,
    choices: TestChoices,
    result: TestResult,
    context: TestContext,
    others: Mapping[str, Agent | None],
) -> TestEffects:
    """Exhaustions, reserves, and aspects gained or lost through one resolved test.

    Only the advantages and disadvantages that removed a card exhaust their aspect
    (A-16: the player and the Coordinator decide whether to use them).
    """
    plan = prepared.plan
    changed = agent.with_reserves(agent.reserves - prepared.reserves)
    exhausting: list[str | tuple[str, str]] = [
        *choices.exhaust,
        *(("trust", other) for other in choices.exhaust_trust),
    ]
    exhausted_trust = []
    for choice in exhausting[: result.exhaust_used]:
        if isinstance(choice, tuple):
            exhausted_trust.append((agent.name, _canonical(choice[1], context.agents)))
        elif changed.has_aspect(choice):
            changed = changed.with_aspect(choice, changed.aspect(choice).exhaust())
        else:
            item = changed.item(choice)
            changed = changed.with_item(item.name, _exhausted_item(item))
    for text in choices.negative_exhausted[: result.negative_exhausted_used]:
        changed = changed.with_aspect(text, changed.aspect(text).exhaust())

    if plan.removing:
        # each success removes one of the targets; each complication strengthens one.
        for text in plan.removing[: result.successes]:
            changed = changed.without(text)
        kind = AspectKind.LIMITING if choices.strengthen == "limiting" else AspectKind.NEGATIVE
        for index in range(result.complications):
            target = plan.removing[index % len(plan.removing)]
            changed = changed.adding(
                Aspect(_fresh_text(changed, f"{target.strip()} (worse)"), kind)
            )

    agents = {agent.name: changed}
    betrayed: str | None = None
    if choices.betray and plan.against:
        victim = _canonical(plan.against, context.agents)
        exhausted_trust.append((victim, agent.name))
        if context.relation(victim, agent.name).level is Relation.FULL_TRUST:
            betrayed = victim
    receiver = _canonical(choices.to_aspect_agent or agent.name, context.agents)
    holder = agents.get(receiver) or others.get(receiver)
    if holder is not None:
        for text in choices.to_aspect:
            try:
                holder = holder.adding(Aspect(text.strip(), AspectKind.NEGATIVE))
            except ModelError as error:
                raise ActionError(f"{receiver}: {error}") from None
        agents[receiver] = holder
    return TestEffects(
        agents=agents,
        exhausted_trust=tuple(exhausted_trust),
        coordinator_reserves_spent=choices.coordinator_reserves,
        help_spent=Counter(_canonical(helper, context.agents) for helper in choices.help),
        full_betrayal=betrayed,
        ignored=tuple(agent.aspect(text).text.casefold() for text in plan.ignored),
    )


# --- between tests ----------------------------------------------------------------------------


@dataclass(frozen=True)
class RestEffects:
    """One agent's rest (A-22): its cards afterwards and what was restored."""

    agent: Agent
    relations: Mapping[str, Relationship]
    restored: tuple[str, ...]


def rest(
    agent: Agent,
    relations: Mapping[str, Relationship],
    interrupted: bool,
    chosen: Sequence[str] = (),
) -> RestEffects:
    """A-22: a resting agent restores its aspects, except special and equipment aspects.

    Relationships used as aspects are restored with them (A-41). Under pressure
    the rest is interrupted: at most half of those (round down) are restored —
    ``chosen`` names which, else the first ones — but exhausted negative aspects
    are always restored.
    """
    pool = [
        aspect.text
        for aspect in agent.aspects
        if aspect.exhausted and aspect.kind is AspectKind.ORDINARY
    ]
    pool += [other for other, card in relations.items() if card.exhausted]
    limit = len(pool) // 2 if interrupted else len(pool)
    picked = [
        _pick(pool, text, agent.name)
        for text in _distinct(chosen, translate("AgentsRules", "restored aspects"))
    ]
    if len(picked) > limit:
        exhausted = len(pool)
        raise ActionError(
            translate(
                "AgentsRules",
                "an interrupted rest restores at most {limit} of {agent}'s %n exhausted "
                "aspect(s) (half, rounded down; rule A-22)",
                None,
                exhausted,
            ).format(limit=limit, agent=agent.name)
        )
    if not interrupted:
        picked = pool
    elif not picked:
        picked = pool[:limit]
    restoring = {text.casefold() for text in picked}
    aspects = tuple(
        aspect.restore()
        if aspect.exhausted and (aspect.kind.is_negative or aspect.text.casefold() in restoring)
        else aspect
        for aspect in agent.aspects
    )
    new_relations = {
        other: card.restore() if other.casefold() in restoring else card
        for other, card in relations.items()
    }
    restored = tuple(
        aspect.text
        for aspect, before in zip(aspects, agent.aspects, strict=True)
        if before.exhausted and not aspect.exhausted
    ) + tuple(
        other
        for other in relations
        if relations[other].exhausted and not new_relations[other].exhausted
    )
    return RestEffects(_replace_aspects(agent, aspects), new_relations, restored)


def restore_with_reserve(agent: Agent, text: str) -> Agent:
    """A-22: one reserve restores one exhausted aspect — the only way for a special one, never a negative one."""
    aspect = agent.aspect(text)
    if not aspect.exhausted:
        raise ActionError(
            translate("AgentsRules", "'{aspect}' is not exhausted (rule A-22)").format(
                aspect=aspect.text
            )
        )
    if aspect.kind.is_negative:
        raise ActionError(
            translate(
                "AgentsRules",
                "'{aspect}' is a {kind} aspect: negative aspects are never restored by reserves, "
                "only by rest (rule A-22)",
            ).format(aspect=aspect.text, kind=aspect.kind.label)
        )
    refusal = translate(
        "AgentsRules",
        "{agent} has no reserve left to restore '{aspect}': reserves never go below zero "
        "(rule A-15)",
    ).format(agent=agent.name, aspect=aspect.text)
    return _spend(agent, 1, refusal).with_aspect(text, aspect.restore())


def restore_relationship_with_reserve(
    agent: Agent, card: Relationship
) -> tuple[Agent, Relationship]:
    """A-22 with A-41: a relationship counts as an aspect, so one reserve restores an exhausted one."""
    if not card.exhausted:
        raise ActionError(
            translate(
                "AgentsRules",
                "{agent}'s relationship toward {toward} is not exhausted (rules A-22, A-41)",
            ).format(agent=agent.name, toward=card.toward)
        )
    refusal = translate(
        "AgentsRules",
        "{agent} has no reserve left to restore its relationship toward {toward}: reserves "
        "never go below zero (rule A-15)",
    ).format(agent=agent.name, toward=card.toward)
    return _spend(agent, 1, refusal), card.restore()


def spend_reserve(agent: Agent, purpose: str) -> Agent:
    """A-15: one reserve to describe a detail, find an item, get to the others, or add a vote."""
    purposes = reserve_purposes()
    if purpose not in purposes:
        raise ActionError(
            translate(
                "AgentsRules", "a reserve is spent to {purposes}, not {value} (rule A-15)"
            ).format(
                purposes=", ".join(f"{key} ({text})" for key, text in purposes.items()),
                value=repr(purpose),
            )
        )
    refusal = translate(
        "AgentsRules",
        "{agent} has no reserve left to {purpose}: reserves never go below zero (rule A-15)",
    ).format(agent=agent.name, purpose=purposes[purpose])
    return _spend(agent, 1, refusal)


def give_reserve(
    giver: Agent, receiver: Agent, trust: Relation, given_this_scene: int
) -> tuple[Agent, Agent]:
    """A-42: an agent accepts one reserve per scene from a partially trusted agent, any from a fully trusted one."""
    if not trust.is_trust:
        raise ActionError(
            translate(
                "AgentsRules",
                "{receiver} accepts reserves only from an agent it trusts, and its relationship "
                "toward {giver} is {level} (rule A-42)",
            ).format(receiver=receiver.name, giver=giver.name, level=trust.label)
        )
    if trust is Relation.PARTIAL_TRUST and given_this_scene >= 1:
        raise ActionError(
            translate(
                "AgentsRules",
                "partial trust lets {receiver} accept one reserve from {giver} per scene "
                "(rule A-42)",
            ).format(receiver=receiver.name, giver=giver.name)
        )
    refusal = translate(
        "AgentsRules",
        "{agent} has no reserve left to give a reserve to {receiver}: reserves never go below "
        "zero (rule A-15)",
    ).format(agent=giver.name, receiver=receiver.name)
    return _spend(giver, 1, refusal), receiver.with_reserves(receiver.reserves + 1)


def replenish(agent: Agent, name: str) -> Agent:
    """A-17, A-22: exhausted equipment is usable again once bought, looted or repaired in the fiction."""
    item = agent.item(name)
    if not item.exhausted:
        raise ActionError(
            translate("AgentsRules", "'{item}' is not exhausted (rule A-17)").format(item=item.name)
        )
    return agent.with_item(item.name, _exhausted_item(item, False))


def restore_at_start(agent: Agent) -> Agent:
    """A-22: at the start of a mission every aspect is fresh again, unless the fiction says otherwise."""
    return _replace_aspects(agent, tuple(aspect.restore() for aspect in agent.aspects))


# --- helpers ----------------------------------------------------------------------------------


def _others(name: str, context: TestContext) -> tuple[str, ...]:
    return tuple(other for other in context.agents if not names_match(other, name))


def _agent(wanted: str, others: Sequence[str], role: str) -> str:
    found = find_name(others, wanted)
    if found is None:
        raise ActionError(
            translate(
                "AgentsRules",
                "'{name}' ({role}) is not another agent in this mission (others: {others})",
            ).format(
                name=wanted,
                role=role,
                others=", ".join(others) or translate("AgentsRules", "none"),
            )
        )
    return found


def _agents(wanted: Sequence[str], others: Sequence[str], role: str) -> tuple[str, ...]:
    return tuple(_agent(name, others, role) for name in _distinct(wanted, role))


def _canonical(name: str, agents: Sequence[str]) -> str:
    return find_name(agents, name) or name


def _distinct(names: Sequence[str], what: str) -> tuple[str, ...]:
    seen: set[str] = set()
    for name in names:
        if name.casefold().strip() in seen:
            raise ActionError(
                translate("AgentsRules", "'{name}' is named twice ({what})").format(
                    name=name, what=what
                )
            )
        seen.add(name.casefold().strip())
    return tuple(names)


def _exhaustible(agent: Agent, plan: TestPlan, text: str) -> Aspect:
    if find_name(plan.aspects, text) is not None:
        return agent.aspect(text)
    if find_name(plan.equipment, text) is not None:
        item = agent.item(text)
        return Aspect(item.aspect_text, AspectKind.EQUIPMENT, item.exhausted)
    raise ActionError(
        translate(
            "AgentsRules",
            "'{aspect}' is not an aspect or equipment described in this test: only those are "
            "exhausted for an advantage (rules A-11, A-15)",
        ).format(aspect=text)
    )


def _costs(temporary: int, ignored: int, specials: int, suppressed: int) -> str:
    parts = []
    if temporary:
        parts.append(translate("AgentsRules", "%n temporary aspect(s)", None, temporary))
    if ignored:
        parts.append(translate("AgentsRules", "%n ignored negative aspect(s)", None, ignored))
    if specials:
        parts.append(translate("AgentsRules", "%n special aspect(s)", None, specials))
    if suppressed:
        parts.append(translate("AgentsRules", "%n suppressed distrust", None, suppressed))
    return ", ".join(parts)


def _spend(agent: Agent, count: int, refusal: str) -> Agent:
    """``agent`` with ``count`` reserves fewer; ``refusal`` (a whole sentence) if it has too few."""
    if agent.reserves < count:
        raise ActionError(refusal)
    return agent.with_reserves(agent.reserves - count)


def _pick(pool: Sequence[str], text: str, name: str) -> str:
    found = find_name(pool, text)
    if found is None:
        raise ActionError(
            translate(
                "AgentsRules",
                "'{aspect}' is not one of {agent}'s exhausted aspects that rest restores; special "
                "aspects need reserves and equipment needs replenishing (rule A-22)",
            ).format(aspect=text, agent=name)
        )
    return found


def _fresh_text(agent: Agent, text: str) -> str:
    candidate, number = text, 1
    while agent.has_aspect(candidate):
        number += 1
        candidate = f"{text[:-1]} {number})"
    return candidate


def _exhausted_item(item: Equipment, exhausted: bool = True) -> Equipment:
    return replace(item, exhausted=exhausted)


def _replace_aspects(agent: Agent, aspects: tuple[Aspect, ...]) -> Agent:
    return replace(agent, aspects=aspects)
