"""What ``deskapp replay`` says of a replayed dice-banks session (``docs/sessions/dice_banks.md``).

The replay itself is the core's (every action through the play kernel with its
stored dice, undo and redo included, exactly as resuming the session does)."""

from __future__ import annotations

from deskapp.core.wording import counted
from deskapp.systems.dice_banks.driver import DiceBanksDriver


def summary(driver: DiceBanksDriver, events: int, in_effect: int) -> str:
    view = driver.view()
    names = ", ".join(c.name for c in view.characters) or "nobody"
    where = f"conflict round {view.conflict.round}" if view.conflict is not None else "no conflict"
    lines = [
        f"Replayed {counted(events, 'event')} of a dice-banks session with "
        f"{names} ({in_effect} in effect); scene {view.scene}, {where}.",
    ]
    if view.conflict is not None:
        for c in view.conflict.combatants:
            banks = ", ".join(f"{bank} {left}" for bank, left in c.dice_left.items())
            lines.append(
                f"{c.name}: {banks} of {c.bank_size}; {counted(c.actions_left, 'action')} left."
            )
    for waiting in view.waiting:
        lines.append(
            f"Waiting: {waiting.roll.who}'s {waiting.roll.skill} against {waiting.roll.target}, "
            f"Defense {waiting.defense}."
        )
    for who, long in view.long_actions.items():
        goal = f" of {long.target}" if long.target is not None else ""
        lines.append(
            f"Long action: {who}'s '{long.title}', total {long.total}{goal}, {long.status}."
        )
    last = view.last
    if last is not None:
        result = last.outcome.replace("_", " ") if last.outcome else last.status
        power = f", Power {last.power}" if last.power is not None else ""
        lines.append(
            f"Last roll: {last.who}'s {last.skill}, {last.successes} successes: {result}{power}."
        )
    return "\n".join(lines) + "\n"
