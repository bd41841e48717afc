"""The back office's order list stays fast with 100,000 orders: on PostgreSQL every filter it
offers, and paging deep into the list, is answered through an index, never by reading the whole
order table (the query plans are read with EXPLAIN on a store of 100,000 orders)."""

from datetime import UTC, datetime
from typing import Any

import pytest
from tortoise.connection import connections

from modules.catalog.schemas import ProductType
from modules.orders.enums import OrderStatus
from modules.orders.payment_contract import PaymentMethod
from modules.orders.repository import OrderRepository, _searched
from modules.orders.schemas import OrderCursor, OrderSearch

# Status, method and product type spread over the orders as a real store's would be.
FILL = """
INSERT INTO orders_order (order_id, uid, status, payment_method, subtotal_idr, discount_idr,
    total_idr, language, expires_at, created_at)
SELECT lpad(n::text, 10, '0'),
       'uid-' || (n % 20000),
       (ARRAY['provisioned','provisioned','provisioned','paid','expired','awaiting_payment',
              'payment_failed','provision_failed','provesioning'])[1 + n % 9],
       (ARRAY['gateway','gateway','gateway','transfer','cash'])[1 + n % 5],
       104000, 0, 104000, 'id',
       TIMESTAMPTZ '2026-01-01T00:00:00+00:00' + n * INTERVAL '3 minutes' + INTERVAL '1 day',
       TIMESTAMPTZ '2026-01-01T00:00:00+00:00' + n * INTERVAL '3 minutes'
FROM generate_series(1, 100000) AS n;
INSERT INTO orders_line (order_id, product_id, name, type, quantity, price_idr)
SELECT lpad(n::text, 10, '0'), 'jp-esim-5gb-5d', 'eSIM Jepang 5GB',
       (ARRAY['esim_bundle','esim_bundle','esim_bundle','sim_bundle','data_package'])[1 + n % 5],
       1, 104000
FROM generate_series(1, 100000) AS n;
ANALYZE orders_order;
ANALYZE orders_line;
"""

SEARCHES = {
    "newest first": OrderSearch(),
    "by status": OrderSearch(status=OrderStatus.PROVISION_FAILED),
    "by payment method": OrderSearch(payment_method=PaymentMethod.CASH),
    "by product type": OrderSearch(product_type=ProductType.DATA_PACKAGE),
    "by date": OrderSearch(
        created_from=datetime(2026, 3, 1, tzinfo=UTC),
        created_before=datetime(2026, 3, 2, tzinfo=UTC),
    ),
    "by buyer": OrderSearch(uids=("uid-42",)),
    "by order id": OrderSearch(order_ids=("0000004242",)),
    "everything at once": OrderSearch(
        status=OrderStatus.AWAITING_PAYMENT,
        payment_method=PaymentMethod.TRANSFER,
        product_type=ProductType.ESIM_BUNDLE,
        created_from=datetime(2026, 2, 1, tzinfo=UTC),
        created_before=datetime(2026, 2, 8, tzinfo=UTC),
    ),
}


@pytest.fixture
async def store_of_100k(seeded_client: Any, database_url: str) -> Any:
    if not database_url.startswith("postgres"):
        pytest.skip("query plans are PostgreSQL's; SQLite is the one-person store")
    connection = connections.get("default")
    await connection.execute_script(FILL)
    return connection


async def _plan(connection: Any, search: OrderSearch, after: OrderCursor | None) -> str:
    query = _searched(search, after).limit(51)
    query.sql()  # builds the query for the connection's dialect
    sql, values = query.query.get_parameterized_sql()
    rows = await connection.execute_query_dict(f"EXPLAIN {sql}", values)
    return "\n".join(row["QUERY PLAN"] for row in rows)


@pytest.mark.parametrize("name", list(SEARCHES))
async def test_every_filter_of_the_list_is_read_through_an_index(
    store_of_100k: Any, name: str
) -> None:
    deep_page = OrderCursor(created_at=datetime(2026, 4, 1, tzinfo=UTC), order_id="0000043200")

    first = await _plan(store_of_100k, SEARCHES[name], None)
    deep = await _plan(store_of_100k, SEARCHES[name], deep_page)

    for plan in (first, deep):
        assert "Seq Scan on orders_order" not in plan, plan
        assert "Seq Scan on orders_line" not in plan, plan
        assert "Index" in plan, plan


async def test_the_list_answers_with_the_newest_page(store_of_100k: Any) -> None:
    found = await OrderRepository().search(
        OrderSearch(payment_method=PaymentMethod.CASH), after=None, limit=3
    )

    assert [order.order_id for order in found] == ["0000099999", "0000099994", "0000099989"]
    assert {order.payment_method for order in found} == {PaymentMethod.CASH}
