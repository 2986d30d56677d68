package org.peregrine.valuetypes.rmi;

/**
 * What the sender of a message says of its classes, through the SendingContext {@code CodeBase}
 * it named (CORBA 3.0 §15.7.1): asked when a value's repository id names a class that differs
 * here (the hash of its fields differs), so the value can be read as it was written.
 */
public interface SenderClasses {

    /**
     * The sender's description of the class {@code repositoryId} names (one level of a
     * hierarchy), or {@code null} if the sender named no {@code CodeBase}.
     */
    ValueDescription describe(String repositoryId);
}
