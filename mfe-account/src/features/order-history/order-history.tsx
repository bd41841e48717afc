import { Skeleton, Tabs } from '@kelana/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { ActivationDialog } from '@/features/order-history/activation-dialog';
import { type InstallFacts, type Order, orderHistoryData, orderIccid, payOrder, payOrderAgain, receiptAccess } from '@/features/order-history/order-api';
import { OrderCard } from '@/features/order-history/order-card';
import { OrderDetailModal } from '@/features/order-history/order-detail-modal';
import { isEsimOrder, ORDER_TABS, type OrderTab, ordersOf, PAGE_SIZE, tabNamed, tabOf } from '@/features/order-history/order-status';
import { topUpPath } from '@/features/top-up/public';

type ListState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; orders: Order[] };

/** SPEC §2 Order history: five tabs of cards, 3 then 3 more, details, activation, pay and buy again. */
export function OrderHistory() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  // ?tab= opens a tab; ?orderId= opens the tab that order is in once the list is loaded (the
  // payment result pages link both: the order may have moved on since that page read it).
  const [tab, setTab] = useState<OrderTab>(() => tabNamed(params.get('tab')));
  const [tabsKey, setTabsKey] = useState(0);
  const wantedOrder = params.get('orderId');
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [detail, setDetail] = useState<Order | null>(null);
  const [activating, setActivating] = useState<string | null>(null);
  const [paying, setPaying] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [toppingUp, setToppingUp] = useState<string | null>(null);
  const [topUpError, setTopUpError] = useState<string | null>(null);

  const [installs, setInstalls] = useState<Map<string, InstallFacts>>(() => new Map());

  const load = useCallback(async () => {
    const { orders, installs } = orderHistoryData();
    void installs.then(setInstalls);
    const result = await orders;
    if (result.ok) setList({ status: 'ready', orders: result.data });
    else setList({ status: 'failed', message: result.error.kind === 'http' && result.error.message ? result.error.message : t('orderHistory.loadError') });
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const listed = list.status === 'ready' ? list.orders : null;
  const pickedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!listed || !wantedOrder || pickedFor.current === wantedOrder) return;
    pickedFor.current = wantedOrder; // once: a reload after activating leaves the tab chosen
    const wanted = listed.find((order) => order.order_id === wantedOrder);
    const where = wanted ? tabOf(wanted) : null;
    if (!where) return;
    setTab(where);
    setTabsKey((key) => key + 1); // the tab list opens on it
  }, [listed, wantedOrder]);

  // SPEC §2: ?action=activate&orderId= opens activation directly; an eSIM has no card to scan, so the same link
  // (a promo claim's "activate now") opens its QR and install steps instead.
  useEffect(() => {
    const orderId = params.get('orderId');
    const action = params.get('action');
    if (!orderId || (action !== 'activate' && action !== 'install' && action !== 'refund')) return;
    if (!listed) return; // the order's type decides
    const order = listed.find((candidate) => candidate.order_id === orderId);
    // ?action=refund (the late-delivery e-mail's link) opens the order's details, where its refund is offered.
    if (order && (isEsimOrder(order) || action === 'install' || action === 'refund')) {
      setDetail(order);
      setParams({ orderId }, { replace: true });
    } else if (action === 'activate') setActivating(orderId);
  }, [params, listed, setParams]);

  async function topUp(order: Order) {
    setToppingUp(order.order_id);
    setTopUpError(null);
    const held = await orderIccid(order.order_id);
    if (!held.ok) {
      setToppingUp(null);
      setTopUpError(t('orderHistory.topUpUnavailable'));
      return;
    }
    navigate(await topUpPath({ productId: order.order_details[0]?.product_id, iccid: held.data.iccid_details.iccid }));
  }

  // ?receipt= (the receipt page sends a browser without its pass here, e.g. from the "paid" e-mail): the signed-in
  // buyer is let in and sent back to the printable page.
  const wantedReceipt = params.get('receipt');
  const receiptAsked = useRef<string | null>(null);
  useEffect(() => {
    if (!wantedReceipt || receiptAsked.current === wantedReceipt) return;
    receiptAsked.current = wantedReceipt;
    void openReceipt(wantedReceipt, true);
  }, [wantedReceipt]);

  async function openReceipt(orderId: string, replace = false) {
    setPayError(null);
    const result = await receiptAccess(orderId);
    if (!result.ok) {
      setPayError(t('orderHistory.receiptMissing'));
      return;
    }
    const url = `${result.data.url}?lng=${i18n.language.startsWith('en') ? 'en' : 'id'}`;
    if (replace) window.location.replace(url);
    else window.location.assign(url);
  }

  async function payAgain(order: Order) {
    setPaying(order.order_id);
    setPayError(null);
    const result = await payOrderAgain(order.order_id, i18n.language);
    if (!result.ok) {
      setPaying(null);
      setPayError(result.error.kind === 'http' && result.error.message ? result.error.message : t('orderHistory.payFailed'));
      return;
    }
    const { payment_url: url, order_id: orderId, total_amount: amount } = result.data;
    if (/^https?:\/\//i.test(url)) {
      window.location.assign(url);
      return;
    }
    setPaying(null);
    if (url === 'cash' || url === 'transfer') {
      const query = new URLSearchParams({ method: url, orderId, amount: String(amount), name: order.order_details[0]?.name ?? '' });
      navigate(`/payment/response?${query}`);
    } else void load();
  }

  function changeTab(next: string) {
    setTab(next as OrderTab);
    setVisible(PAGE_SIZE);
    setActivating(null);
  }

  function closeActivation() {
    setActivating(null);
    if (params.get('action')) setParams({}, { replace: true });
  }

  async function pay(order: Order) {
    setPaying(order.order_id);
    setPayError(null);
    const result = await payOrder(order.order_id);
    setPaying(null);
    if (!result.ok) {
      setPayError(result.error.kind === 'http' && result.error.message ? result.error.message : t('orderHistory.payFailed'));
      return;
    }
    const url = result.data.payment_url;
    if (/^https?:\/\//i.test(url)) window.location.assign(url);
    else if (url === 'cash' || url === 'transfer') {
      const query = new URLSearchParams({ method: url, orderId: order.order_id, amount: String(order.final_amount), name: order.order_details[0]?.name ?? '' });
      navigate(`/payment/response?${query}`);
    }
  }

  const panel = (id: OrderTab) => {
    if (list.status === 'loading') return <Skeleton className="order-skeleton" />;
    if (list.status === 'failed')
      return (
        <p className="order-history__error" role="alert">
          {list.message}
        </p>
      );
    const orders = ordersOf(list.orders, id);
    if (orders.length === 0) return <p className="order-history__empty">{t('orderHistory.empty')}</p>;
    return (
      <>
        <div className="order-history__grid">
          {orders.slice(0, visible).map((order) => (
            <OrderCard
              key={order.order_id}
              order={order}
              paying={paying === order.order_id}
              onDetails={setDetail}
              onActivate={(chosen) => setActivating(chosen.order_id)}
              onPay={(chosen) => void pay(chosen)}
              onPayAgain={(chosen) => void payAgain(chosen)}
              onTopUp={(chosen) => void topUp(chosen)}
              toppingUp={toppingUp === order.order_id}
              install={installs.get(order.order_id)}
            />
          ))}
        </div>
        {orders.length > visible && (
          <button type="button" className="k-button k-button--secondary order-history__more" onClick={() => setVisible(visible + PAGE_SIZE)}>
            {t('orderHistory.loadMore')}
          </button>
        )}
      </>
    );
  };

  return (
    // While the list loads, the server's first screen (which may already show these cards) stays up.
    <div className="order-history" data-first-screen-hold={list.status === 'loading' ? '' : undefined}>
      {(payError || topUpError) && (
        <p className="order-history__error" role="alert">
          {payError ?? topUpError}
        </p>
      )}
      <Tabs
        key={tabsKey}
        label={t('orderHistory.tabsLabel')}
        defaultSelectedId={tab}
        onChange={changeTab}
        items={ORDER_TABS.map((id) => ({ id, label: t(`orderHistory.tab.${id}`), content: panel(id) }))}
      />
      <OrderDetailModal order={detail} onClose={() => setDetail(null)} onReceipt={(chosen) => void openReceipt(chosen.order_id)} onRefunded={() => void load()} />
      {activating && <ActivationDialog orderId={activating} onClose={closeActivation} onActivated={() => void load()} />}
    </div>
  );
}
