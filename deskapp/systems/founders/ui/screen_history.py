"""The Founders history in words: one line per stored action, written when it is shown.

A session event stores its action and what came of it as data (``outcome``:
names, numbers, faces, codes — see ``docs/sessions/founders.md``); this writes
the line in the user's language through ``tr()``, so nothing in storage changes
with the language. An event stored without an outcome (by an older Card Desk,
or one never performed) gets a short line from its action alone.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from deskapp.systems.founders.rules import DIFFICULTIES
from deskapp.systems.founders.view import shown_name


class HistoryWriter(QObject):
    """Writes the history line of a Founders action from its stored outcome."""

    def describe(self, action: dict[str, Any], outcome: dict[str, Any]) -> str:
        do = action.get("do")
        write = getattr(self, f"_{do}", None)
        if not outcome or write is None:
            return self._without_outcome(action)
        try:
            return write(outcome)
        except (KeyError, TypeError, IndexError, ValueError):
            return self._without_outcome(action)  # an outcome this version cannot read

    # -- checks ------------------------------------------------------------------------------

    def _check(self, outcome: dict[str, Any]) -> str:
        values = {
            "name": outcome["leader"],
            "dice": self._faces(outcome["dice"]),
            "modifiers": f"{outcome['modifiers']:+d}",
            "standing": self._standing(outcome),
        }
        if outcome.get("circumstance") is not None:
            return self.tr(
                "{name} rolls {dice} with {modifiers} for a check to create a circumstance: "
                "{standing}"
            ).format(**values)
        return self.tr("{name} rolls {dice} with {modifiers} for a check: {standing}").format(
            **values
        )

    def _risky_reroll(self, outcome: dict[str, Any]) -> str:
        return self.tr(
            "{name} takes the risky reroll: {dice}, {standing}; the Director will gain "
            "1 Suspicion Point (rule F-15)"
        ).format(
            name=outcome["leader"],
            dice=self._faces(outcome["dice"]),
            standing=self._standing(outcome),
        )

    def _standing(self, outcome: dict[str, Any]) -> str:
        """``5 against Normal 7: fails so far``: the roll that stands, before tokens."""
        if outcome["automatic"] == "snake_eyes":
            verdict = self.tr("snake eyes, an automatic failure")
        elif outcome["automatic"] == "boxcars":
            verdict = self.tr("boxcars, an automatic success")
        elif outcome["so_far"] == "success":
            verdict = self.tr("succeeds so far")
        else:
            verdict = self.tr("fails so far")
        return self.tr("{total} against {difficulty}: {verdict}").format(
            total=outcome["total"],
            difficulty=self._difficulty(outcome["difficulty"]),
            verdict=verdict,
        )

    def _take(self, outcome: dict[str, Any]) -> str:
        parts = [self.tr("dice {dice}").format(dice=self._faces(outcome["dice"]))]
        if outcome["rerolled"] is not None:
            parts.append(
                self.tr("risky reroll {dice}").format(dice=self._faces(outcome["rerolled"]))
            )
        if outcome["tags"] is not None:
            parts.append(self.tr("tags {n}").format(n=f"{outcome['tags']:+d}"))
        if outcome["assists"] is not None:
            parts.append(self.tr("assists {n}").format(n=f"{outcome['assists']:+d}"))
        if outcome["adversity_spent"]:
            parts.append(self.tr("adversity {n}").format(n=f"{outcome['adversity_spent']:+d}"))
        line = self.tr("{parts} = {total} against {difficulty}: {outcome}").format(
            parts=" · ".join(parts),
            total=outcome["total"],
            difficulty=self._difficulty(outcome["difficulty"]),
            outcome=self.tr("success") if outcome["outcome"] == "success" else self.tr("failure"),
        )
        if outcome["automatic"] == "snake_eyes":
            line += self.tr(" (snake eyes: automatic failure, and a bad circumstance on the scene)")
        elif outcome["automatic"] == "boxcars":
            line += self.tr(" (boxcars: automatic success, and a good circumstance on the scene)")
        pieces = [line]
        if outcome["circumstance_value"] is not None:
            pieces.append(
                self.tr("the new circumstance has value {value}").format(
                    value=outcome["circumstance_value"]
                )
            )
        if outcome["adversity_gained"]:
            pieces.append(self.tr("the Founder receives 1 Adversity Token"))
        if outcome["suspicion_gained"]:
            pieces.append(self.tr("the Director receives 1 Suspicion Point"))
        if outcome["circumstance"] is not None and outcome["circumstance_now"] is not None:
            pieces.append(
                self.tr("'{name}' is now +{value}").format(
                    name=shown_name(outcome["circumstance"]), value=outcome["circumstance_now"]
                )
            )
        return self.tr("{name}'s check: {line}").format(
            name=outcome["leader"], line=self.tr("; ").join(pieces)
        )

    # -- the scene and its circumstances -----------------------------------------------------

    def _complication(self, outcome: dict[str, Any]) -> str:
        return self.tr(
            "The Director spends 1 Suspicion Point on a complication: {card} (rule F-16)"
        ).format(card=self._card(outcome))

    def _add_circumstance(self, outcome: dict[str, Any]) -> str:
        return self.tr("New circumstance on the scene: {card}").format(card=self._card(outcome))

    def _edit_circumstance(self, outcome: dict[str, Any]) -> str:
        return self.tr("Circumstance {old} is now {new}").format(
            old=self._card(outcome["old"]), new=self._card(outcome["new"])
        )

    def _remove_circumstance(self, outcome: dict[str, Any]) -> str:
        return self.tr("Circumstance {card} leaves the scene").format(card=self._card(outcome))

    def _next_scene(self, outcome: dict[str, Any]) -> str:
        count = outcome["circumstances"]
        values = {"old": shown_name(outcome["ended"]), "new": shown_name(outcome["scene"])}
        return self.tr(
            "Scene '{old}' ends with its %n circumstance(s) (rule F-32); next scene: '{new}'",
            "",
            count,
        ).format(**values)

    def _new_scenario(self, outcome: dict[str, Any]) -> str:
        return self.tr(
            "A new scenario begins with scene '{scene}': the Director's Suspicion Points go "
            "from {before} to {after}, one per two Founders (rule F-17)"
        ).format(
            scene=shown_name(outcome["scene"]),
            before=outcome["suspicion_before"],
            after=outcome["suspicion"],
        )

    # -- corrections ---------------------------------------------------------------------------

    def _set_suspicion(self, outcome: dict[str, Any]) -> str:
        return self.tr("The Director's Suspicion Points set to {value}").format(
            value=outcome["value"]
        )

    def _set_adversity(self, outcome: dict[str, Any]) -> str:
        return self.tr("{name}'s Adversity Tokens set to {value}").format(
            name=outcome["founder"], value=outcome["value"]
        )

    def _add_consequence(self, outcome: dict[str, Any]) -> str:
        return self.tr("{name} gains the consequence {tag} {score}").format(
            name=outcome["founder"], tag=outcome["name"], score=outcome["score"]
        )

    def _remove_consequence(self, outcome: dict[str, Any]) -> str:
        return self.tr("{name} is rid of the consequence {tag} {score}").format(
            name=outcome["founder"], tag=outcome["name"], score=outcome["score"]
        )

    # -- contests --------------------------------------------------------------------------------

    def _contest(self, outcome: dict[str, Any]) -> str:
        rolls = [
            self.tr("{name} rolls {dice}{twist}").format(
                name=self._who(side["founder"]),
                dice=self._faces(side["dice"]),
                twist=self._twist(side["automatic"]),
            )
            for side in outcome["contest"]["sides"]
        ]
        return self.tr("Contest (rule F-21): {first} vs {second} — {contest}").format(
            first=rolls[0], second=rolls[1], contest=self._contest_now(outcome["contest"])
        )

    def _contest_adversity(self, outcome: dict[str, Any]) -> str:
        count = outcome["count"]
        return self.tr(
            "{name} spends %n Adversity Token(s) (+{count}) — {contest}", "", count
        ).format(
            name=self._who(outcome["founder"]),
            count=count,
            contest=self._contest_now(outcome["contest"]),
        )

    def _contest_risky_reroll(self, outcome: dict[str, Any]) -> str:
        return self.tr(
            "{name} takes the risky reroll: {dice}{twist}; the Director gains 1 Suspicion Point "
            "(rule F-15) — {contest}"
        ).format(
            name=self._who(outcome["founder"]),
            dice=self._faces(outcome["dice"]),
            twist=self._twist(outcome["automatic"]),
            contest=self._contest_now(outcome["contest"]),
        )

    def _contest_suspicion_reroll(self, outcome: dict[str, Any]) -> str:
        return self.tr(
            "The Director spends 1 Suspicion Point to reroll: {dice}{twist} (rule F-16) — {contest}"
        ).format(
            dice=self._faces(outcome["dice"]),
            twist=self._twist(outcome["automatic"]),
            contest=self._contest_now(outcome["contest"]),
        )

    def _contest_pass(self, outcome: dict[str, Any]) -> str:
        if outcome["founder"] is None:
            return self.tr("the Director passes — {contest}").format(
                contest=self._contest_now(outcome["contest"])
            )
        return self.tr("{name} passes — {contest}").format(
            name=outcome["founder"], contest=self._contest_now(outcome["contest"])
        )

    def _end_contest(self, outcome: dict[str, Any]) -> str:
        if outcome["finished"]:
            return self.tr("The contest is cleared away")
        return self.tr("The contest is abandoned")

    def _contest_now(self, contest: dict[str, Any]) -> str:
        """``Ana 8 vs the Director 10: Ana to move``: each side's total, who moves or won."""
        sides = contest["sides"]
        line = self.tr("{first} {first_total} vs {second} {second_total}").format(
            first=self._who(sides[0]["founder"]),
            first_total=sides[0]["total"],
            second=self._who(sides[1]["founder"]),
            second_total=sides[1]["total"],
        )
        if contest["to_move"] is not None:
            mover = sides[contest["to_move"]]["founder"]
            if mover is None:  # French says "au Directeur", not "à le Directeur"
                return self.tr("{line}: the Director to move").format(line=line)
            return self.tr("{line}: {name} to move").format(line=line, name=mover)
        if contest["winner"] is None:
            return self.tr("{line}: a tie, nobody wins").format(line=line)
        return self.tr("{line}: {name} wins").format(
            line=line, name=self._who(sides[contest["winner"]]["founder"])
        )

    # -- pieces ----------------------------------------------------------------------------------

    def _who(self, founder: str | None) -> str:
        return founder if founder is not None else self.tr("the Director")

    def _twist(self, automatic: str | None) -> str:
        if automatic == "snake_eyes":
            return self.tr(" (snake eyes)")
        if automatic == "boxcars":
            return self.tr(" (boxcars)")
        return ""

    @staticmethod
    def _faces(faces: list[int]) -> str:
        return f"{faces[0]}+{faces[1]}"

    def _difficulty(self, difficulty: int) -> str:
        """``Normal 7`` for a named difficulty (F-13), else just the number."""
        names = {
            "easy": self.tr("Easy {value}"),
            "normal": self.tr("Normal {value}"),
            "hard": self.tr("Hard {value}"),
            "very-hard": self.tr("Very Hard {value}"),
        }
        for word, value in DIFFICULTIES.items():
            if value == difficulty:
                return names[word].format(value=value)
        return str(difficulty)

    def _card(self, circumstance: dict[str, Any]) -> str:
        """``'Fog' −2``: a circumstance as its index card reads (F-02)."""
        sign = "+" if circumstance["kind"] == "good" else "\N{MINUS SIGN}"
        return self.tr("'{name}' {value}").format(
            name=shown_name(circumstance["name"]), value=f"{sign}{circumstance['value']}"
        )

    # -- events without an outcome -------------------------------------------------------------

    def _without_outcome(self, action: dict[str, Any]) -> str:
        """What the action was, from its own fields only."""
        do = action.get("do")
        name = action.get("name", "")
        if do == "check":
            return self.tr("{name}'s roll").format(name=action.get("leader", ""))
        lines = {
            "risky_reroll": self.tr("the risky reroll"),
            "take": self.tr("the check taken"),
            "complication": self.tr("complication '{name}'"),
            "add_circumstance": self.tr("new circumstance '{name}'"),
            "edit_circumstance": self.tr("change to '{name}'"),
            "remove_circumstance": self.tr("removal of '{name}'"),
            "next_scene": self.tr("the scene's end; next scene: '{name}'"),
            "new_scenario": self.tr("the new scenario"),
            "set_suspicion": self.tr("Director's suspicion"),
            "set_adversity": self.tr("{founder}'s adversity"),
            "add_consequence": self.tr("{founder}'s consequence '{name}'"),
            "remove_consequence": self.tr("{founder}'s lost consequence '{name}'"),
            "contest": self.tr("contest"),
            "contest_adversity": self.tr("adversity spent in the contest"),
            "contest_risky_reroll": self.tr("risky reroll in the contest"),
            "contest_suspicion_reroll": self.tr("the Director's reroll"),
            "contest_pass": self.tr("a pass in the contest"),
            "end_contest": self.tr("end of the contest"),
        }
        if do not in lines:
            return str(do or "")
        return lines[do].format(name=shown_name(str(name)), founder=action.get("founder", ""))
