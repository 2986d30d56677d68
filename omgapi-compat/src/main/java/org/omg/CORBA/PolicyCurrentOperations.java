package org.omg.CORBA;

/** The operations of {@link PolicyCurrent}: a {@link PolicyManager}'s, for the calling thread. */
public interface PolicyCurrentOperations extends PolicyManagerOperations, CurrentOperations {
}
