"""Players, accounts, rooms (with their lease), games, their logs and answers.

Revision ID: 0001
Revises: (none)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("created", sa.Double(), nullable=False),
    )
    op.create_table(
        "accounts",
        sa.Column("name", sa.String(64), primary_key=True),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=False,
                  unique=True),
        sa.Column("password_hash", sa.String(255), nullable=False),
        sa.Column("created", sa.Double(), nullable=False),
    )
    op.create_table(
        "rooms",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("code", sa.String(16), nullable=False, unique=True),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("host_id", sa.String(32), sa.ForeignKey("players.id"), nullable=True),
        sa.Column("seats", sa.JSON(), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("private", sa.Boolean(), nullable=False),
        sa.Column("created", sa.Double(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("lease_owner", sa.String(64), nullable=True),
        sa.Column("lease_expires", sa.Double(), nullable=True),
    )
    op.create_index("ix_rooms_state_lease_expires", "rooms", ["state", "lease_expires"])
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("header", sa.JSON(), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("result", sa.JSON(), nullable=True),
        sa.Column("created", sa.Double(), nullable=False),
        sa.Column("finished", sa.Double(), nullable=True),
    )
    op.create_index("ix_games_room_id_created", "games", ["room_id", "created"])
    op.create_index("ix_games_state", "games", ["state"])
    op.create_table(
        "game_logs",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("text", sa.Text(), nullable=False),
    )
    op.create_table(
        "answers",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("n", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("time", sa.Double(), nullable=False),
    )


def downgrade() -> None:
    for table in ("answers", "game_logs", "games", "rooms", "accounts", "players"):
        op.drop_table(table)
