from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nESIM_READY: esim_ready';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nESIM_READY: esim_ready';"""


MODELS_STATE = (
    "eJztWF1v2koQ/SuWn3Kl24iYNFDeXHCopWAisJK2N9VqsRfYG3vtetdNUJX/3tk1xl+BAm"
    "qv0va+4Zk5u8OZs+Mdf9VZJOiceljQiPHTcSpm0eOIcI4XRO9pX3WGQ/ljZ9zfmo7juBEl"
    "7QLPgiYeRQqvgDMuEuwJiJnjgBMw+YR7CY1lpESOGdHIqxDTQBORxgnzT7XbhApBmEaZJp"
    "ZEgxUYh0UAoUVzZfKWmC3As8RC83DKCdeoOJU7+pEHW1K2+BmLp4x+TgkS0YJAYAJb/PMJ"
    "zJT55JHw/DG+R3NKAr/CMPXlAsqOxCpWtrd0YTNxqWJl6jPkRUEasiI+XollxDYAyoS0Lg"
    "gjCRZE7iCSVLLK0iBYFyMnOku2CMmyLGF8MsdpIGsj0VkChU1HyBm7aGq5COmNuuWIEttr"
    "kwcKAFIhVa4IUEp79cYw2u2O0WpfdF+fdzqvu60uxKp8m67OU5ZMwVa2lOLMHtqOKxOKQF"
    "iZ+qThSWGwwBlKFaNg/x7+fJP//hInFktDVQEb0sbMI41K5NhaLeBP1muRM7+rGLmhqEZx"
    "MI4vh35jTezLD8gamfZVT/tCEjpfISKVf8euzen0djwZoIkF8J4WY84fosRHCeFElPz9d6"
    "YztAaliOwo+HesP3Zcs++ikTWdmkOrp0GZBRwbFGZdooiYWH3LvpGr5CEJ8Qj9IleBTaxJ"
    "KQK2IEnDf23aG1+MKditqT0CmDn40NMIpyFAsL+qH/ctAgzxIwoIW4glPLaNHdq6MSdAwe"
    "SkbfxVFZiz9hjKJaVWSAuypzEl2cls6uv5010BvWRh7X/OazS39uK5tYPoVp3pALSYrt9I"
    "xxzkMv4lc65L+SvZOyB3dozMu3uw393KfbfOPE9n/xLvIIWXIC+Z62P13dpL360d+m419D"
    "2Lsp5Wpdglj1uuCHn8b8HvDjpd67164Yecfw7KLJ6MzPeK4HC19lyNnWEeXmK9fzV+WyN7"
    "KcIAHcp4BXQU7eur15/KOnRmkfJjG3iB/u8kr8cwNUgKD+zh15YzsJ0h3KUy/B2bWg5cvm"
    "AIgSvXJVzT5AVoDhc04h/T4c8u9mhAZxdb+490VWuDYSwKY/FMdbYOKWXI90eVH1WS1s8d"
    "VYyz8855t31xvplQNpZdg0k+hJTvK1wgkiRRckiPqaL+bzKHNxkPpgPgBuFnLiwD8Agaku"
    "e5ryJr3Ptr6Gn+4xd8y+pycBqzYLVWya7S2DDrueboulKfgela0mNUapNbT+r9ZrOIdmu7"
    "7zT5qH0cO5aiN+Jikagdizj3oy5zwqmIEIseEPZLHyxya85a9dUCjfWIkpdgP6Dev9DJe0"
    "HlzTlp1Fd+TZvfl77oSMMMe/cPOPFRwxMZ0bbYpis0wroFM5gO/TWbT0/fAEjOzdE="
)
