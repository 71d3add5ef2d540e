"""What ``deskapp replay`` says of a replayed dice-banks session (``docs/sessions/dice_banks.md``).

The replay itself is the core's (every action through the play kernel with its
stored dice, undo and redo included, exactly as resuming the session does)."""

from __future__ import annotations

from deskapp.core.i18n import QT_TRANSLATE_NOOP, named, translate
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.words import bank_title, long_status_title, outcome_title


def summary(driver: DiceBanksDriver, events: int, in_effect: int) -> str:
    view = driver.view()
    names = ", ".join(c.name for c in view.characters) or translate("DiceBanksReplay", "nobody")
    if view.conflict is not None:
        where = translate("DiceBanksReplay", "conflict round {n}").format(n=view.conflict.round)
    else:
        where = translate("DiceBanksReplay", "no conflict")
    lines = [
        translate(
            "DiceBanksReplay",
            "Replayed %n event(s) of a dice-banks session with {names} ({in_effect} in effect); "
            "scene {scene}, {where}.",
            None,
            events,
        ).format(names=names, in_effect=in_effect, scene=view.scene, where=where)
    ]
    if view.conflict is not None:
        for c in view.conflict.combatants:
            banks = ", ".join(f"{bank_title(bank)} {left}" for bank, left in c.dice_left.items())
            how_many = c.actions_left  # a plain name: lupdate skips a translate() counting a.b
            lines.append(
                translate(
                    "DiceBanksReplay",
                    "{name}: {banks} of {size}; %n action(s) left.",
                    None,
                    how_many,
                ).format(name=c.name, banks=banks, size=c.bank_size)
            )
    for waiting in view.waiting:
        lines.append(
            translate(
                "DiceBanksReplay", "Waiting: {who}'s {skill} against {target}, Defense {defense}."
            ).format(
                who=waiting.roll.who,
                skill=waiting.roll.skill,
                target=waiting.roll.target,
                defense=waiting.defense,
            )
        )
    for who, long in view.long_actions.items():
        status = long_status_title(long.status)
        if long.target is not None:
            line = translate(
                "DiceBanksReplay",
                "Long action: {who}'s '{title}', total {total} of {target}, {status}.",
            )
        else:
            line = translate(
                "DiceBanksReplay", "Long action: {who}'s '{title}', total {total}, {status}."
            )
        lines.append(
            line.format(
                who=who, title=long.title, total=long.total, target=long.target, status=status
            )
        )
    last = view.last
    if last is not None:
        result = outcome_title(last.outcome) if last.outcome else _roll_status(last.status)
        how_many = last.successes  # a plain name: lupdate skips a translate() counting a.b
        if last.power is None:
            line = translate(
                "DiceBanksReplay",
                "Last roll: {who}'s {skill}, %n success(es): {result}.",
                None,
                how_many,
            )
        else:
            line = translate(
                "DiceBanksReplay",
                "Last roll: {who}'s {skill}, %n success(es): {result}, Power {power}.",
                None,
                how_many,
            )
        lines.append(line.format(who=last.who, skill=last.skill, result=result, power=last.power))
    return "\n".join(lines) + "\n"


_ROLL_STATUS = {
    "open": QT_TRANSLATE_NOOP("DiceBanksReplay", "waiting for reactions"),
    "reaction": QT_TRANSLATE_NOOP("DiceBanksReplay", "reaction"),
    "settled": QT_TRANSLATE_NOOP("DiceBanksReplay", "settled"),
}


def _roll_status(status: str) -> str:
    return named("DiceBanksReplay", _ROLL_STATUS, status)
