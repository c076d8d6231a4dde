"""The text formats: scenario files (``.skull``) and score sheets, and the words and problems they share.

Both formats read any text without raising on it: what is wrong is a :class:`~.text.Problem`
with its line, column and the text at fault. Nothing is imported here, so that importing one
format does not import the other.
"""
