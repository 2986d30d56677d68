package org.peregrine.interop.rmi.versions;

import static org.peregrine.interop.rmi.versions.Expected.equal;

/**
 * The server's side: its values, with the fields only its versions have set, and its checks of
 * the client's values, in which those fields, which the client's versions lack, keep their defaults.
 */
final class ThisVersion {

    private ThisVersion() {
    }

    static Ledger ledger() {
        Ledger ledger = Expected.ledger();
        ledger.serverStamp = 1_700_000_000_000L;
        ledger.serverNote = "the server's note";
        return ledger;
    }

    static void checkLedger(Ledger ledger) {
        Expected.checkLedger(ledger);
        equal(0L, ledger.serverStamp, "Ledger.serverStamp, which the client's version lacks");
        equal(null, ledger.serverNote, "Ledger.serverNote, which the client's version lacks");
    }

    static Account account() {
        Account account = Expected.account();
        account.holderSince = 1999L;
        return account;
    }

    static void checkAccount(Account account) {
        Expected.checkAccount(account);
        equal(0L, account.holderSince, "Holder.holderSince, which the client's version lacks");
    }

    static Journal journal() {
        Journal journal = Expected.journal();
        journal.serverShelf = "the server's shelf";
        return journal;
    }

    static void checkJournal(Journal journal) {
        Expected.checkJournal(journal);
        equal(null, journal.serverShelf, "Journal.serverShelf, which the client's version lacks");
    }
}
