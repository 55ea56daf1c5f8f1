"""The class tables: classmates at one table, on the table server (``table_server.py``).

``TABLES_ENV`` is where a page kernel finds the server: ``ws://HOST:PORT/tables``, set by
``briscola-teach serve`` for its kernels (this module imports nothing, so a page can ask).
"""

TABLES_ENV = "BRISCOLA_TABLES"
