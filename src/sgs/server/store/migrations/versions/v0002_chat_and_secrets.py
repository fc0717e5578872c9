"""Room chat lines and the server's secrets (the session-token key every instance shares).

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chat_lines",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=True),
        sa.Column("text", sa.String(1000), nullable=False),
        sa.Column("time", sa.Double(), nullable=False),
    )
    op.create_index("ix_chat_lines_room_id_id", "chat_lines", ["room_id", "id"])
    op.create_table(
        "secrets",
        sa.Column("name", sa.String(64), primary_key=True),
        sa.Column("value", sa.String(255), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("secrets")
    op.drop_table("chat_lines")
