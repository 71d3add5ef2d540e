"""What players do from their phones (issue 27): asks, requests for the GM, who did it.

A phone never sends a table action of its own making. It answers one of the **asks** its
page shows — play a card from the hand, tick the aspects of the next test, add to the
shuffle — and the system's ``players_acts`` module turns that answer into the same typed
action the desktop performs (``{"do": "test", …}``), refusing in one line what its rules do
not let that player choose. An ask that is a **request** waits for the GM, who confirms or
declines it on the Table page; any other is performed at once. Either way the action is
stored with ``"by"``, the player's name (:mod:`deskapp.core.play.events`), shows in the
history with who did it and is undone by the GM like any other.

:class:`PhoneDesk` holds this for one open session, without Qt and without threads: the
GUI calls it on its own thread (the server hands each message over, never touching the
session), ``perform`` is how the desk performs an action (the Table page's screen, which
redraws), and :meth:`PhoneDesk.extras` adds each player's asks, their last request and the
seed's fingerprint to what the phones are sent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Literal

from deskapp.core.errors import UserError
from deskapp.core.fair import fingerprint
from deskapp.core.i18n import current_language, speaking, translate
from deskapp.core.play.kernel import CONTRIBUTE, MAX_CONTRIBUTION
from deskapp.core.players.projection import Projection
from deskapp.core.systems import SystemSpec

MAX_CHOSEN = 40
"""How many choices one answer may name (a hand, an agent's aspects: far fewer)."""


@dataclass(frozen=True)
class Choice:
    """One thing to pick in an ask: what the phone sends back, and how the page shows it."""

    value: str
    label: str
    svg: str = ""
    """A card's printed face (as the page's private cards), or nothing."""


@dataclass(frozen=True)
class Number:
    """A number to give with an ask (a test's Attribute …), within its bounds."""

    key: str
    label: str
    least: int
    most: int
    value: int


@dataclass(frozen=True)
class Ask:
    """One thing a player may do from their phone now, in the page's language."""

    key: str
    title: str
    button: str
    choices: tuple[Choice, ...] = ()
    many: bool = False
    """Tick any number of the choices (else pick exactly one, when there are any)."""
    numbers: tuple[Number, ...] = ()
    text: str = ""
    """The label of a text to type (a contribution), or nothing: no text."""
    request: bool = False
    """The GM confirms it first (else it is performed at once)."""
    targets: tuple[Choice, ...] = ()
    """The players to pick one of besides the choices (to whom a card is shown), or none."""
    targets_label: str = ""
    """What the list of ``targets`` asks."""

    def to_json(self) -> dict[str, Any]:
        """Every field, with how long a text may be (``most``)."""
        return {**asdict(self), "most": MAX_CONTRIBUTION}


@dataclass(frozen=True)
class Answer:
    """A phone's answer to one of its asks, every field checked for type and size."""

    key: str
    chosen: tuple[str, ...] = ()
    numbers: Mapping[str, int] = field(default_factory=dict)
    text: str = ""
    target: str = ""
    """The target picked, when the ask has ``targets``."""

    @classmethod
    def from_message(cls, message: object) -> Answer:
        """The answer a phone's ``action`` holds; UserError for anything else."""
        if not isinstance(message, dict) or not isinstance(message.get("ask"), str):
            raise UserError(translate("Phones", "the table did not understand that request"))
        chosen = message.get("chosen", [])
        numbers = message.get("numbers", {})
        text = message.get("text", "")
        target = message.get("target", "")
        if (
            not isinstance(chosen, list)
            or len(chosen) > MAX_CHOSEN
            or not all(isinstance(value, str) for value in chosen)
            or not isinstance(numbers, dict)
            or not all(
                isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10_000
                for value in numbers.values()
            )
            or not isinstance(text, str)
            or len(text) > MAX_CONTRIBUTION
            or not isinstance(target, str)
            or len(target) > MAX_CONTRIBUTION
        ):
            raise UserError(translate("Phones", "the table did not understand that request"))
        return cls(message["ask"], tuple(chosen), dict(numbers), text, target)


@dataclass(frozen=True)
class Request:
    """A player's request, as the GM sees it and the player's phone follows it."""

    number: int
    player: str
    answer: Answer
    action: dict[str, Any]
    """The typed action it asks for, as the rules let the player choose it when asked: the
    desk performs it as it is, so what changed since is refused in the desktop's words."""
    state: Literal["waiting", "done", "declined", "refused"] = "waiting"
    words: str = ""
    """Why the desk refused it (the desktop's words), when it did."""


Perform = Callable[[str, dict[str, Any]], str | None]
"""How the desk performs ``action`` for ``player`` (stored with ``"by"``): None when done,
else the refusal's words."""


class PhoneDesk:
    """The phones' actions on one open session, on the thread that owns it."""

    def __init__(self, spec: SystemSpec, session: Any, perform: Perform | None = None) -> None:
        self.spec = spec
        self.session = session
        # The system's phone actions (SystemSpec.players_acts), or None: its phones can only
        # add to the shuffle.
        self.acts = spec.load(spec.players_acts) if spec.players_acts is not None else None
        self.perform: Perform = perform or self._perform
        self.requests: list[Request] = []
        """Each player's last request (one each: a new one replaces a waiting one)."""
        self._numbered = 0
        self.on_requests: Callable[[], None] = lambda: None
        """Called when a request comes, is answered or goes."""

    # --- from a phone ----------------------------------------------------------------------

    def act(self, player: str, message: object, language: str | None = None) -> str | None:
        """Answer a phone's ``message`` (its ``action``): performed at once or sent to the GM
        (None), or refused: the words, in ``language``, the page shows."""
        with speaking(language):
            try:
                answer = Answer.from_message(message)
                ask = self._ask(player, answer.key)
                action = self._action(player, ask, answer)
            except UserError as error:
                return str(error)
        if ask.request:
            self._numbered += 1
            waiting = Request(self._numbered, player, answer, action)
            self.requests = [r for r in self.requests if r.player != player] + [waiting]
            self.on_requests()
            return None
        return self._performed(player, action, language)

    # --- at the desk -----------------------------------------------------------------------

    def waiting(self) -> list[Request]:
        return [request for request in self.requests if request.state == "waiting"]

    def line(self, request: Request, language: str | None = None) -> str:
        """What ``request`` asks for, in ``language`` (None: the app's)."""
        assert self.acts is not None  # a contribution is never a request
        with speaking(language):
            return self.acts.request_line(self.session.driver, request.player, request.answer)

    def confirm(self, number: int) -> str | None:
        """The GM performs the request: None when done, else the refusal's words (the request
        says so on the player's phone)."""
        request = self._request(number)
        if request is None:
            return None
        refused = self.perform(request.player, request.action)
        self._answer(replace(request, state="refused" if refused else "done", words=refused or ""))
        return refused

    def decline(self, number: int) -> None:
        request = self._request(number)
        if request is not None:
            self._answer(replace(request, state="declined"))

    # --- what the phones are sent -----------------------------------------------------------

    def extras(self, views: Mapping[str, Projection], asks: bool = True) -> dict[str, Projection]:
        """``views`` with the seed's fingerprint in the public part and each player's asks
        (unless not ``asks``: the phones cannot act) and last request in their private part,
        in each view's language."""
        committed = self.session.seed_commitment()
        open_seed = committed is not None and not self.session.seed_revealed
        shown = fingerprint(committed) if committed is not None else ""
        extended: dict[str, Projection] = {}
        for language, view in views.items():
            private: dict[str, dict[str, Any]] = {}
            with speaking(language):
                characters = view.public.get("characters", [])
                for player in dict.fromkeys([*characters, *view.private]):
                    mine = dict(view.private.get(player, {}))
                    if asks:
                        mine["asks"] = [ask.to_json() for ask in self._asks(player, open_seed)]
                    request = next((r for r in self.requests if r.player == player), None)
                    if request is not None:
                        mine["request"] = {
                            "line": self.line(request),
                            "state": request.state,
                            "words": request.words,
                        }
                    private[player] = mine
            public = {**view.public, "fingerprint": shown, "revealed": not open_seed}
            extended[language] = Projection(public, private)
        return extended

    # --- within ----------------------------------------------------------------------------

    def _asks(self, player: str, open_seed: bool) -> list[Ask]:
        asks = self.acts.asks(self.session.driver, player) if self.acts is not None else []
        if open_seed:
            asks.append(
                Ask(
                    CONTRIBUTE,
                    translate("Phones", "Add to the shuffle"),
                    translate("Phones", "Add"),
                    text=translate("Phones", "A phrase, or the faces of real dice (e.g. 3 5 6 1)"),
                )
            )
        return asks

    def _ask(self, player: str, key: str) -> Ask:
        """The ask ``key`` open to ``player`` now; UserError when none is."""
        open_seed = self.session.seed_commitment() is not None and not self.session.seed_revealed
        for ask in self._asks(player, open_seed):
            if ask.key == key:
                return ask
        raise UserError(translate("Phones", "this is not open to you at the table now"))

    def _action(self, player: str, ask: Ask, answer: Answer) -> dict[str, Any]:
        if answer.key == CONTRIBUTE:
            return {"do": CONTRIBUTE, "text": answer.text.strip()}
        assert self.acts is not None
        return self.acts.action(self.session.driver, player, ask, answer)

    def _performed(self, player: str, action: dict[str, Any], language: str | None) -> str | None:
        refused = self.perform(player, action)
        if refused is not None and language not in (None, current_language()):
            # Refused: nothing changed, so the same refusal again gives the phone's words.
            with speaking(language):
                again = self._perform(player, action)
            return again or refused
        return refused

    def _perform(self, player: str, action: dict[str, Any]) -> str | None:
        try:
            self.session.perform(action, by=player)
        except UserError as error:
            return str(error)
        return None

    def _request(self, number: int) -> Request | None:
        return next((r for r in self.waiting() if r.number == number), None)

    def _answer(self, answered: Request) -> None:
        self.requests = [answered if r.number == answered.number else r for r in self.requests]
        self.on_requests()


def chosen_from(answer: Answer, choices: Sequence[Choice], many: bool) -> list[str]:
    """The values an answer picks among ``choices``: each one offered, none twice, exactly one
    unless ``many``; UserError otherwise."""
    offered = {choice.value for choice in choices}
    picked = list(answer.chosen)
    if (
        any(value not in offered for value in picked)
        or len(set(picked)) != len(picked)
        or (not many and len(picked) != 1)
    ):
        raise UserError(translate("Phones", "choose among what your phone shows"))
    return picked


def target_from(answer: Answer, ask: Ask) -> str:
    """The target an answer picks among the ask's ``targets``; UserError otherwise."""
    if answer.target not in {target.value for target in ask.targets}:
        raise UserError(translate("Phones", "choose among what your phone shows"))
    return answer.target


def number_from(answer: Answer, number: Number) -> int:
    """An answer's value of ``number``, within its bounds; UserError otherwise."""
    value = answer.numbers.get(number.key, number.value)
    if not number.least <= value <= number.most:
        raise UserError(
            translate("Phones", "{what} must be from {least} to {most}, not {value}").format(
                what=number.label, least=number.least, most=number.most, value=value
            )
        )
    return value
