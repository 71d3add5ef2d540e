"""Play sessions at the table: rule-system actions logged to the campaign file as they happen."""
