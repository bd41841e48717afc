from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "esim_install_event" (
    "id" BIGSERIAL NOT NULL PRIMARY KEY,
    "event_id" VARCHAR(64) NOT NULL UNIQUE,
    "iccid" VARCHAR(20) NOT NULL,
    "state" VARCHAR(16) NOT NULL,
    "device" VARCHAR(80),
    "occurred_at" TIMESTAMPTZ NOT NULL,
    "moved" BOOL NOT NULL,
    "received_at" TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_esim_instal_iccid_9b7484" ON "esim_install_event" ("iccid");
COMMENT ON COLUMN "esim_install_event"."state" IS 'NOT_INSTALLED: not_installed\nDOWNLOADED: downloaded\nINSTALLED: installed\nENABLED: enabled\nDISABLED: disabled\nREMOVED: removed';
COMMENT ON TABLE "esim_install_event" IS 'Each signed event the telco sent about a profile, kept as received (a repeat of the';
        ALTER TABLE "esim_iccid" ADD "install_state" VARCHAR(16) NOT NULL DEFAULT 'not_installed';
        ALTER TABLE "esim_iccid" ADD "install_state_at" TIMESTAMPTZ;
        ALTER TABLE "esim_iccid" ADD "installed_device" VARCHAR(80);
        ALTER TABLE "esim_iccid" ADD "install_rank" SMALLINT NOT NULL DEFAULT 0;
        COMMENT ON COLUMN esim_iccid."install_state" IS 'NOT_INSTALLED: not_installed\nDOWNLOADED: downloaded\nINSTALLED: installed\nENABLED: enabled\nDISABLED: disabled\nREMOVED: removed';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "esim_iccid" DROP COLUMN "install_state";
        ALTER TABLE "esim_iccid" DROP COLUMN "install_state_at";
        ALTER TABLE "esim_iccid" DROP COLUMN "installed_device";
        ALTER TABLE "esim_iccid" DROP COLUMN "install_rank";
        DROP TABLE IF EXISTS "esim_install_event";"""


MODELS_STATE = (
    "eJztWm1v2joU/itWvtxO6q3alFJuv9E2d43Ey1S4ne7WKTKJAavBZolDh6b99x3nlSSEkg"
    "xaiviC8LGP4zzPsc+L81MhLp2c6KZJLeUK/VQYnhD4syg+RgqeTiOhbAo8sONRBo1HDVzh"
    "YFNAzxDbLgGRRVzToVNBOQMp82xbCrkJAykbJSKP0e8eMQQfETEmDnR8/QZiyizyg7iy+V"
    "VxBRaeKx/0BHLlmxwwfTKGlNjptccL8rsMMZ/64psxdv71B8s1DAyT296EpRSmczHmLNaA"
    "VUrpiDDiYEGshReT6w5RiETBO4BAOB6JF28lAosMsWeLBSAGRiJTDKPT7Rs9rW8YSgnoTM"
    "4k7JQJ10dhgn8YNmEjMYamevoreE4CRTBKPvCheX9z17w/Uk8/yAdy4C6gtRP2qH7XL38K"
    "LHAwic9GArbPxVKsNeZNfLx1WCBmJsnhHuluBvZIkOCeWGF14JVPd//39Jtm6wpNx3OXmt"
    "g2wOofmdbT21co2hJliTlT1yDmTC0kRnZJYhIiZoRZ3Clj9onGLhNQ0fJr61h+rdjya6dZ"
    "gJPzp4qtJ9qvB7aCZ5gGM5Q0+uZDU281r1vaFYrneGR3Wuv2Co3hNR9Zs9fTP3Y0aGPXpS"
    "NGpOymrz9IFVPQGYy/1/r6vRziEEEdYlXaKOvweFbM41mOR/4MSBteOReRUqrEYOgEVhD4"
    "dm7iTG2sdRw1VpxHjRzOjgWQlYR5QWf/UN64KUdbz8Aij/ItoCTohCxHOqOaAdsKdU+iPx"
    "uB/lXdwQqs+3pb6/Wb7U9y+onrfrd9vJp9TfaovnSekR7VM7zEk6DPev8OySb60u1oPprc"
    "FSPHf2Iyrv9FkWvCnuAG488GthYxicSRKM2zPFAl8lWIzugemN5lpk2HVOQ5rbkBlncuvo"
    "MXtLrMnocW+E5oDzfLStapjBptSCwgSCRVI8zcJK8YaDIujPD5JDLNtYNN2ad3AMJWSwaL"
    "qbke2W33c6fVbd7KLgvCMJtjS8oXNBZGax0ZtYKMMPlCUl/vhSKLuqHsXmt3H4LAdMJnFQ"
    "PT+jrePGtUC968nvXmEYEOZk95I+hNoE9noqCEkdHNcA+vsC3uT7e13UdyBX+fq5f1BvT6"
    "C5SNyxWw99pgEXqnXwCsvzMqHK3L9A9udJfdaHwiAEwzahacqSvZTuluKRd5w/pIY51kpF"
    "GcjDT8ZETWYIdPC4VBKRhg8+kZO5aR6+EqLxqb75qok6wEMzzygZNvKNcflKkDwrQZYULJ"
    "F7EXe49fqmWHO53Eo1+qaSsaNscoyKWQr4bEmCBBbJMjVzbxgHvwi6YOH1IbZngiU2i74H"
    "xMQsH7oCMM/6cQviE+lNpZd7SNZzwyF1AKZ6MWoi5yBXdgJIfg4sOJcrxOVb64Br8k7b+m"
    "o2L/tSzlX+K1wj21u+X3wGv9o6rn55fq6Xm9cVG7vLxonMY+LN+1yqNd6x+lP0ttwsjBFR"
    "flfVZLll4WdfbuHqReW+O0q9cKTzvZlYkp3viSaZcKW5u6ZUrX2isnQm+QAFW4VzpkPQHV"
    "5QO0Q1j2UliWKsObpuc4lUpKGdU9rCntU84T7+lM1MW5TTBbznCsk+F2AEr7Red1t9tKMX"
    "mtZ8Kqzn/taw0OL59CGERFKtpKgI5i6go7KqO6hztqz6q0O5HgfnL4jLoBEZnsNuk6fiG1"
    "naZGvpjWdhlB/m3sXy6KVYH4Kz/11G9u9FtEBRpxSDOZdYyG3IE/iPT09jF0uCi8dwItZH"
    "KLnOSS2q084Q9S1je5r97lpGlT99XFeWrJjzD+5POLnU6gtvL9xSFD3WaGCieW5ZkiAKkE"
    "yFm9Xc5RdwdscKLgGA2/XQbsjN5egr0e2qvgXom3QVhVyEPVV7yHLnn1vFOYhwdDuTM7rb"
    "V/9ZDNF25n2KYWFXPDwvMlX/MW3lDk9Pbmil09q13WGuf1WnxHEUtWXU3kE+MYIldgRxR8"
    "Kv0CuonqKx4bQ+q4AlbDGDFFmCK9Rz8ZXV8+UzGmrKyFF2i/np2fvxdDt6e4jHGHw/fvdF"
    "YvLtYx4YuLYhuWfWlw/WttwyFD4hBW7mZgier+gb55lxhXXyrVNPPah2+jdvme4PCJcfFG"
    "OxSvN1a8/vUb2gRSgA=="
)
