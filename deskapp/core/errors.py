"""The one base class for problems a user can fix."""

from __future__ import annotations

import unicodedata


class UserError(Exception):
    """Bad input or a refused action; ``str(error)`` is one line fit to show the user.

    The command line prints it and exits with code 2; the GUI shows it in a
    message. Whatever raised it has changed nothing.
    """


def one_line(message: str) -> str:
    """``message`` fit to print as one line: a line break, another control character or half
    of a surrogate pair that a user's text brought into it is shown as its escape (``\\n``)."""
    return "".join(
        ascii(character)[1:-1] if unicodedata.category(character) in _NOT_IN_A_LINE else character
        for character in message
    )


_NOT_IN_A_LINE = frozenset({"Cc", "Zl", "Zp", "Cs"})
