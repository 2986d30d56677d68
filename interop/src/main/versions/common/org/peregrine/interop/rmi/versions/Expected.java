package org.peregrine.interop.rmi.versions;

import java.util.Objects;

/**
 * The values of the fields both versions of each class have, which either side sends and checks;
 * the fields of one version only are {@link ThisVersion}'s.
 */
final class Expected {

    private Expected() {
    }

    static Ledger ledger() {
        Ledger ledger = new Ledger();
        ledger.number = 7;
        ledger.total = -1L << 40;
        ledger.rate = 2.5;
        ledger.open = true;
        ledger.code = '\u00e9';
        ledger.owner = "Ada Lovelace";
        ledger.first = new Entry("opening", 100);
        ledger.tag = Integer.valueOf(5);
        return ledger;
    }

    static void checkLedger(Ledger ledger) {
        equal(7, ledger.number, "Ledger.number");
        equal(-1L << 40, ledger.total, "Ledger.total");
        equal(2.5, ledger.rate, "Ledger.rate");
        equal(true, ledger.open, "Ledger.open");
        equal('\u00e9', ledger.code, "Ledger.code");
        equal("Ada Lovelace", ledger.owner, "Ledger.owner");
        equal(new Entry("opening", 100), ledger.first, "Ledger.first");
        equal(Integer.valueOf(5), ledger.tag, "Ledger.tag");
    }

    static Account account() {
        Account account = new Account();
        account.holderName = "Grace Hopper";
        account.holderRank = 3;
        account.balance = 1_000_000_007L;
        account.currency = "CHF";
        return account;
    }

    static void checkAccount(Account account) {
        equal("Grace Hopper", account.holderName, "Holder.holderName");
        equal(3, account.holderRank, "Holder.holderRank");
        equal(1_000_000_007L, account.balance, "Account.balance");
        equal("CHF", account.currency, "Account.currency");
    }

    /** A journal whose custom data (written by its {@code writeObject} after its default fields) is set too. */
    static Journal journal() {
        Journal journal = new Journal();
        journal.title = "Notes";
        journal.pages = 12;
        journal.signature = "signed \u2713";
        journal.appendix = new Entry("appendix", -5);
        return journal;
    }

    static void checkJournal(Journal journal) {
        equal("Notes", journal.title, "Journal.title");
        equal(12, journal.pages, "Journal.pages (custom data)");
        equal("signed \u2713", journal.signature, "Journal.signature (custom data)");
        equal(new Entry("appendix", -5), journal.appendix, "Journal.appendix (custom data)");
    }

    static void equal(Object expected, Object actual, String what) {
        if (!Objects.equals(expected, actual)) {
            throw new AssertionError(what + ": expected <" + expected + "> but was <" + actual + ">");
        }
    }
}
