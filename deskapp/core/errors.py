"""The one base class for problems a user can fix."""

from __future__ import annotations


class UserError(Exception):
    """Bad input or a refused action; ``str(error)`` is one line fit to show the user.

    The command line prints it and exits with code 2; the GUI shows it in a
    message. Whatever raised it has changed nothing.
    """
