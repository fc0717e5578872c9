"""Who is in which room, on the database: one row per player (its key), so a player is
in at most one room across every instance; the members of a room outlive the instance
that ran it (a takeover or a restart finds its watchers too).

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision: str | None = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    members = op.create_table(
        "room_members",
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("joined", sa.Double(), nullable=False),
    )
    op.create_index("ix_room_members_room_id_joined", "room_members", ["room_id", "joined"])
    # the rooms of an older database: their seated people were their members
    rooms = sa.table("rooms", sa.column("id", sa.String), sa.column("seats", sa.JSON),
                     sa.column("state", sa.String), sa.column("created", sa.Double))
    connection = op.get_bind()
    taken: set[str] = set()
    rows = []
    for rid, seats, created in connection.execute(
            sa.select(rooms.c.id, rooms.c.seats, rooms.c.created)
            .where(rooms.c.state.in_(("open", "playing"))).order_by(rooms.c.created)):
        for seat in seats or ():
            pid = seat.get("player") if isinstance(seat, dict) else None
            if isinstance(pid, str) and pid not in taken:  # one room each: the oldest
                taken.add(pid)
                rows.append({"player_id": pid, "room_id": rid, "joined": created})
    if rows:
        op.bulk_insert(members, rows)


def downgrade() -> None:
    op.drop_table("room_members")
